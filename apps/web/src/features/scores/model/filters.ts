import type { ScoreRowModel } from './score-row.ts';

/** A competition filter: null shows everything; a list shows only those competitions. */
export type CompetitionFilter = readonly string[] | null;

export function applyCompetitionFilter(rows: readonly ScoreRowModel[], filter: CompetitionFilter): readonly ScoreRowModel[] {
  if (filter === null) return rows;
  const allowed = new Set(filter);
  return rows.filter((row) => allowed.has(row.competitionId));
}

export interface CompetitionCount {
  id: string;
  name: string;
  count: number;
}

/** The competitions of a list with how many matches each has, most first, then by name. */
export function competitionsOf(rows: readonly ScoreRowModel[]): CompetitionCount[] {
  const byId = new Map<string, CompetitionCount>();
  for (const row of rows) {
    const entry = byId.get(row.competitionId) ?? { id: row.competitionId, name: row.competition, count: 0 };
    entry.count += 1;
    byId.set(row.competitionId, entry);
  }
  return [...byId.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** A stable colour per competition for the row's tag (the data gives team colours only). */
const PALETTE = ['#cb3131', '#1f6feb', '#2e9d5b', '#b7791f', '#7c3aed', '#0e7490', '#c2410c', '#be185d', '#4d7c0f', '#475569'] as const;

/** The big competitions get their own brand-like colours, so neighbours never share one. */
const KNOWN: Readonly<Record<string, string>> = {
  'premier-league': '#3d195b',
  'la-liga': '#ee8707',
  'serie-a': '#008fd7',
  bundesliga: '#d20515',
  'ligue-1': '#1b365d',
  'chinese-super-league': '#c8102e',
  nba: '#1d428a',
};

export function competitionColour(competitionId: string): string {
  const known = KNOWN[competitionId];
  if (known) return known;
  let hash = 0;
  for (let i = 0; i < competitionId.length; i += 1) hash = (hash * 31 + competitionId.charCodeAt(i)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? PALETTE[0];
}
