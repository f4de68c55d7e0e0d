import type { HexColour, LocalizedText, Sport, Team, TeamSource } from './catalog.types.ts';

/**
 * Compact rows for the hand-written name tables. Each language cell is `Full|Short`, or just
 * `Full` when the full name is already short enough for a score row.
 */

/** `[id, colour, raw names that map to it, en, zh-Hans, zh-Hant, ja]`. */
export type TeamRow = readonly [id: string, colour: HexColour, aliases: readonly string[], en: string, zhHans: string, zhHant: string, ja: string];

/** A team built from a row, with the raw names that resolve to it in each source. */
export interface TeamEntry {
  team: Team;
  aliases: Partial<Record<TeamSource, readonly string[]>>;
}

/**
 * Splits a `Full|Short` cell.
 *
 * @example
 * splitCell('Manchester United|Man Utd') // ['Manchester United', 'Man Utd']
 * splitCell('Arsenal')                   // ['Arsenal', 'Arsenal']
 */
export function splitCell(cell: string): [full: string, short: string] {
  const bar = cell.indexOf('|');
  return bar === -1 ? [cell, cell] : [cell.slice(0, bar), cell.slice(bar + 1)];
}

/**
 * A stable id from an English name.
 *
 * @example
 * slugOf('Curaçao')            // 'curacao'
 * slugOf('Frøya')              // 'froya'
 * slugOf('São Tomé and Príncipe') // 'sao-tome-and-principe'
 */
export function slugOf(name: string): string {
  return name
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Full and short names from four `Full|Short` cells.
 *
 * @example
 * namesOf('Arsenal', '阿森纳', '阿仙奴', 'アーセナル').shortNames.ja // 'アーセナル'
 */
export function namesOf(en: string, zhHans: string, zhHant: string, ja: string): { names: LocalizedText; shortNames: LocalizedText } {
  const [enFull, enShort] = splitCell(en);
  const [hansFull, hansShort] = splitCell(zhHans);
  const [hantFull, hantShort] = splitCell(zhHant);
  const [jaFull, jaShort] = splitCell(ja);
  return {
    names: { en: enFull, 'zh-Hans': hansFull, 'zh-Hant': hantFull, ja: jaFull },
    shortNames: { en: enShort, 'zh-Hans': hansShort, 'zh-Hant': hantShort, ja: jaShort },
  };
}

/**
 * Builds club entries from rows whose aliases are spellings of one source.
 *
 * @example
 * clubsFrom('football', 'football-data', [['arsenal', '#EF0107', ['Arsenal'], 'Arsenal', '阿森纳', '阿仙奴', 'アーセナル']])[0]?.team.id
 * // 'arsenal'
 */
export function clubsFrom(sport: Sport, source: TeamSource, rows: readonly TeamRow[]): TeamEntry[] {
  return rows.map(([id, colour, aliases, en, zhHans, zhHant, ja]) => ({
    team: { id, sport, kind: 'club', colour, ...namesOf(en, zhHans, zhHant, ja) },
    aliases: { [source]: aliases },
  }));
}
