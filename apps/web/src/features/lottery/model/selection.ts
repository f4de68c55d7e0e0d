import { legalPasses, type Game } from '@scoreline/lottery';
import type { Draft, DraftMatch, DraftPick, MatchInfo } from './draft.ts';

/**
 * Pure edits of a draft as the user taps: toggle an option, a banker, a pass type, the multiple.
 * Every selection change drops a stored optimisation or filter set (they were made for the old
 * selection) and keeps the pass types legal.
 */

/** What a calculator list row offers: the plays of one match with their prices. */
export interface OfferedMatch extends MatchInfo {
  plays: Record<string, { singleAllowed: boolean; options: { code: string; odds?: string }[] } | undefined>;
}

const samePick = (a: DraftPick, b: DraftPick) => a.play === b.play && a.option === b.option;

/** Whether this option is ticked. */
export function isPicked(draft: Draft, matchId: string, pick: DraftPick): boolean {
  return draft.matches.some((m) => m.id === matchId && m.picks.some((p) => samePick(p, pick)));
}

/** Ticks or unticks one option of a match. */
export function togglePick(draft: Draft, offered: OfferedMatch, pick: DraftPick): Draft {
  const existing = draft.matches.find((m) => m.id === offered.id);
  const picks = existing?.picks.some((p) => samePick(p, pick)) ? existing.picks.filter((p) => !samePick(p, pick)) : [...(existing?.picks ?? []), pick];
  const others = draft.matches.filter((m) => m.id !== offered.id);
  const singleAllowed = picks.every((p) => offered.plays[p.play]?.singleAllowed === true);
  const match: DraftMatch = {
    id: offered.id,
    number: offered.number,
    home: offered.home,
    away: offered.away,
    kickoffAt: offered.kickoffAt,
    order: offered.order,
    ...(offered.handicap === undefined ? {} : { handicap: offered.handicap }),
    ...(offered.line === undefined ? {} : { line: offered.line }),
    singleAllowed,
    banker: existing?.banker ?? false,
    picks,
  };
  const matches = (picks.length > 0 ? [...others, match] : others).sort((a, b) => a.order - b.order);
  return withLegalPasses({ ...draft, matches, passes: followDefault(draft), optimisation: undefined, filters: undefined });
}

/** While the user has not chosen pass types themselves, the default follows the selection. */
function followDefault(draft: Draft): string[] {
  const previous = defaultPass(draft.game, draft.matches);
  const untouched = draft.passes.length === 0 || (draft.passes.length === 1 && draft.passes[0] === previous);
  return untouched ? [] : draft.passes;
}

/** The pass a selection starts with: the full fold n串1, else the largest k串1, else 单关. */
function defaultPass(game: Game, matches: readonly DraftMatch[]): string | undefined {
  if (game === 'sfc' || game === 'rjiu') return undefined;
  const legal = passesFor(game, matches);
  const n = matches.length;
  return legal.includes(`${n}串1`) ? `${n}串1` : legal.filter((p) => p.endsWith('串1')).at(-1) ?? (legal.includes('单关') ? '单关' : undefined);
}

export function toggleBanker(draft: Draft, matchId: string): Draft {
  const matches = draft.matches.map((m) => (m.id === matchId ? { ...m, banker: !m.banker } : m));
  return withLegalPasses({ ...draft, matches, passes: followDefault(draft), optimisation: undefined, filters: undefined });
}

export function togglePass(draft: Draft, pass: string): Draft {
  const bundle = !pass.endsWith('串1') && pass !== '单关';
  const has = draft.passes.includes(pass);
  // One M串N per plan, never mixed with free passes (lottery-rules §4.1).
  const passes = has ? draft.passes.filter((p) => p !== pass) : bundle ? [pass] : [...draft.passes.filter((p) => p.endsWith('串1') || p === '单关'), pass];
  return { ...draft, passes, optimisation: undefined, filters: undefined };
}

export function setMultiple(draft: Draft, multiple: number): Draft {
  return { ...draft, multiple, optimisation: undefined };
}

export function clearSelection(draft: Draft): Draft {
  return { game: draft.game, ...(draft.issue ? { issue: draft.issue } : {}), matches: [], passes: [], multiple: 1 };
}

/** The pass types the selection may use. */
export function passesFor(game: Game, matches: readonly DraftMatch[]): string[] {
  return legalPasses(game, matches.map((m) => ({ id: m.id, banker: m.banker, singleAllowed: m.singleAllowed ?? false, picks: m.picks })));
}

/** Keeps only legal passes; with none chosen, picks the full fold (n串1) or 单关 for one match. */
export function withLegalPasses(draft: Draft): Draft {
  if (draft.game === 'sfc' || draft.game === 'rjiu') return draft;
  const legal = passesFor(draft.game, draft.matches);
  const kept = draft.passes.filter((p) => legal.includes(p));
  if (kept.length > 0) return { ...draft, passes: kept };
  const fallback = defaultPass(draft.game, draft.matches);
  return { ...draft, passes: fallback ? [fallback] : [] };
}
