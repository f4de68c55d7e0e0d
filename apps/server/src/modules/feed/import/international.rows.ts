import { findTeam, resolveCompetition, resolveTeam } from '../catalog/index.ts';
import type { Goal, InternationalResult, ParseResult, Shootout } from '../source/index.ts';
import type { MappedFile, MatchRow } from './import.types.ts';
import { internationalDefaultKickoff, matchId } from './match.ids.ts';
import { RowCollector } from './row.collector.ts';

/**
 * Men's international results → football matches whose competition is the tournament, and their
 * shoot-outs and goalscorers. Only matches from `INTERNATIONAL_FROM` on are imported: the product
 * shows recent national-team matches (earlier rows are counted as skipped, not rejected). Sides
 * outside FIFA (`fifaMember: false`: CONIFA, Island Games …) are outside the product too: their
 * matches, shoot-outs and goals are counted as skipped, under their own reason.
 */

/** The first date imported. */
export const INTERNATIONAL_FROM = '2018-01-01';

/** Why a row is outside the product's scope: counted per file, never logged row by row. */
export const SKIP_REASONS = {
  beforeScope: 'before 2018',
  outsideFifa: 'outside FIFA',
} as const;

/** `date|homeId|awayId` → match id of the international matches in the database. */
export type FixtureIndex = ReadonlyMap<string, string>;

/**
 * The key of a fixture in a `FixtureIndex`.
 *
 * @example
 * fixtureKey('2022-12-18', 'argentina', 'france') // '2022-12-18|argentina|france'
 */
export function fixtureKey(date: string, home: string, away: string): string {
  return `${date}|${home}|${away}`;
}

/** A national side's id, or why it cannot be imported (`outOfScope`: not an error). */
function nationalTeam(raw: string): { id: string } | { problem: string } | { outOfScope: string } {
  const id = resolveTeam('international', raw);
  if (!id) return { problem: `'${raw}' is not in the catalog` };
  if (findTeam(id)?.fifaMember === false) return { outOfScope: SKIP_REASONS.outsideFifa };
  return { id };
}

/**
 * Maps the parsed `results.csv`.
 *
 * @example
 * resultRows('international-results/results.csv', parsed).rows[0]?.match?.competition_id // 'friendly'
 */
export function resultRows(file: string, parsed: ParseResult<InternationalResult>): MappedFile {
  const out = new RowCollector(parsed);
  for (const r of parsed.records) {
    if (r.date < INTERNATIONAL_FROM) {
      out.skip(SKIP_REASONS.beforeScope);
      continue;
    }
    const competition = resolveCompetition('international', r.tournament);
    const home = nationalTeam(r.home);
    const away = nationalTeam(r.away);
    if ('outOfScope' in home || 'outOfScope' in away) out.skip(SKIP_REASONS.outsideFifa);
    else if (!competition) out.reject(r.line, `tournament: '${r.tournament}' is not in the catalog`);
    else if ('problem' in home) out.reject(r.line, `home_team: ${home.problem}`);
    else if ('problem' in away) out.reject(r.line, `away_team: ${away.problem}`);
    else {
      const season = r.date.slice(0, 4);
      const match = resultRow(file, r, matchId('intl', competition, season, r.date, home.id, away.id), { competition, season, home: home.id, away: away.id });
      out.accept({ line: r.line, key: match.id, match });
    }
  }
  return out.result();
}

function resultRow(file: string, r: InternationalResult, id: string, ids: { competition: string; season: string; home: string; away: string }): MatchRow {
  return {
    id,
    sport: 'football',
    competition_id: ids.competition,
    season: ids.season,
    stage: null,
    played_at: internationalDefaultKickoff(r.date),
    time_known: false,
    home_team_id: ids.home,
    away_team_id: ids.away,
    ft_home: r.score.home,
    ft_away: r.score.away,
    ht_home: null,
    ht_away: null,
    awarded: false,
    note: null,
    home_quarters: null,
    away_quarters: null,
    home_overtime: null,
    away_overtime: null,
    stats: null,
    referee: null,
    neutral: r.neutral,
    city: r.city,
    country: r.country,
    source_file: file,
    source_line: r.line,
  };
}

/** Finds the imported match of a shoot-out or goal row, or says why there is none. */
function findFixture(
  row: { date: string; home: string; away: string },
  fixtures: FixtureIndex,
): { id: string; home: string; away: string } | { problem: string } | { outOfScope: string } {
  const home = nationalTeam(row.home);
  const away = nationalTeam(row.away);
  if ('outOfScope' in home) return home;
  if ('outOfScope' in away) return away;
  if ('problem' in home) return { problem: `home_team: ${home.problem}` };
  if ('problem' in away) return { problem: `away_team: ${away.problem}` };
  const id = fixtures.get(fixtureKey(row.date, home.id, away.id));
  if (!id) return { problem: `no imported result for ${row.date} ${row.home} v ${row.away}` };
  return { id, home: home.id, away: away.id };
}

/**
 * Maps the parsed `shootouts.csv` onto the imported international matches.
 *
 * @example
 * shootoutRows(file, parsed, fixtures).rows[0]?.shootout?.winner_team_id // 'argentina'
 */
export function shootoutRows(parsed: ParseResult<Shootout>, fixtures: FixtureIndex): MappedFile {
  const out = new RowCollector(parsed);
  for (const s of parsed.records) {
    if (s.date < INTERNATIONAL_FROM) {
      out.skip(SKIP_REASONS.beforeScope);
      continue;
    }
    const fixture = findFixture(s, fixtures);
    if ('outOfScope' in fixture) {
      out.skip(fixture.outOfScope);
      continue;
    }
    if ('problem' in fixture) {
      out.reject(s.line, fixture.problem);
      continue;
    }
    const sideOf = (name: string) => (name === s.home ? fixture.home : fixture.away);
    const shootout = {
      match_id: fixture.id,
      winner_team_id: sideOf(s.winner),
      first_shooter_team_id: s.firstShooter === undefined ? null : sideOf(s.firstShooter),
    };
    out.accept({ line: s.line, key: fixture.id, shootout });
  }
  return out.result();
}

/**
 * Maps the parsed goalscorers file onto the imported international matches. `seq` numbers a
 * match's goals in file order.
 *
 * @example
 * goalRows(parsed, fixtures).rows[0]?.goal // { match_id: 'intl:…', seq: 1, scorer: 'Lionel Messi', … }
 */
export function goalRows(parsed: ParseResult<Goal>, fixtures: FixtureIndex): MappedFile {
  const out = new RowCollector(parsed);
  const counts = new Map<string, number>();
  for (const g of parsed.records) {
    if (g.date < INTERNATIONAL_FROM) {
      out.skip(SKIP_REASONS.beforeScope);
      continue;
    }
    const fixture = findFixture(g, fixtures);
    if ('outOfScope' in fixture) {
      out.skip(fixture.outOfScope);
      continue;
    }
    if ('problem' in fixture) {
      out.reject(g.line, fixture.problem);
      continue;
    }
    const seq = (counts.get(fixture.id) ?? 0) + 1;
    counts.set(fixture.id, seq);
    const goal = {
      match_id: fixture.id,
      seq,
      team_id: g.team === g.home ? fixture.home : fixture.away,
      scorer: g.scorer,
      minute: g.minute ?? null,
      own_goal: g.ownGoal,
      penalty: g.penalty,
    };
    out.accept({ line: g.line, key: `${fixture.id}:${seq}`, goal });
  }
  return out.result();
}
