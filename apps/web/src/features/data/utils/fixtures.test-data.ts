import type { StandingRow } from '../api/data-types.ts';

/** Table rows for the data feature's tests: a record at home and away, the rest derived. */
export function standing(id: string, rank: number, home: [w: number, d: number, l: number, gf: number, ga: number], away: [w: number, d: number, l: number, gf: number, ga: number]): StandingRow {
  const record = ([w, d, l, gf, ga]: typeof home) => ({ played: w + d + l, won: w, drawn: d, lost: l, goalsFor: gf, goalsAgainst: ga, points: w * 3 + d });
  const h = record(home);
  const a = record(away);
  const total = {
    played: h.played + a.played, won: h.won + a.won, drawn: h.drawn + a.drawn, lost: h.lost + a.lost,
    goalsFor: h.goalsFor + a.goalsFor, goalsAgainst: h.goalsAgainst + a.goalsAgainst, points: h.points + a.points,
  };
  return { ...total, rank, team: { id, name: id.toUpperCase(), shortName: id, colour: '#123456' }, goalDifference: total.goalsFor - total.goalsAgainst, home: h, away: a, form: ['W', 'D', 'L'] };
}
