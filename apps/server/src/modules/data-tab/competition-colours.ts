/**
 * Brand colours of the competitions the data tab lists (the catalog has names, not colours).
 * Colours are each competition's own identity colour, darkened where white text must stay
 * readable on it; a tournament without one gets a stable colour from a palette.
 */

const COLOURS: Readonly<Record<string, string>> = {
  'premier-league': '#3D195B',
  'la-liga': '#E0261B',
  bundesliga: '#D20515',
  'serie-a': '#024494',
  'ligue-1': '#1B2D5B',
  'chinese-super-league': '#C8102E',
  nba: '#1D428A',
  'fifa-world-cup': '#8A1538',
  'fifa-world-cup-qualification': '#326295',
  'uefa-euro': '#143CDB',
  'uefa-euro-qualification': '#2B4BA8',
  'uefa-nations-league': '#0E1E5B',
  'copa-america': '#00A650',
  'afc-asian-cup': '#7A2682',
  'african-cup-of-nations': '#00843D',
  'gold-cup': '#B8860B',
  friendly: '#5B6770',
};

/** Dark enough for white text; picked by a hash of the id, so a tournament keeps its colour. */
const PALETTE = ['#2E7D32', '#00695C', '#1565C0', '#4527A0', '#AD1457', '#6D4C41', '#37474F', '#EF6C00'] as const;

/**
 * A competition's colour, `#RRGGBB`.
 *
 * @example
 * competitionColour('premier-league') // '#3D195B'
 * competitionColour('kings-cup')      // one of the palette's colours, always the same one
 */
export function competitionColour(id: string): string {
  const known = COLOURS[id];
  if (known) return known;
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0];
}
