import type { Game } from '@scoreline/lottery';
import { useSyncExternalStore } from 'react';

/**
 * The plan being built, one per game, shared by the calculator, split, optimisation, filter and
 * save pages. Kept in sessionStorage so a reload (or the login detour) finds it again.
 */

export interface DraftPick {
  play: string;
  option: string;
  odds?: string;
}

/** A match as the calculator lists it and the plan's pages show it. */
export interface MatchInfo {
  id: string;
  number: string;
  home: string;
  away: string;
  kickoffAt: number;
  /** Canonical position (list order): plan order follows it. */
  order: number;
  handicap?: number;
  line?: number;
}

/** A selected match with what the plan and its pages show of it. */
export interface DraftMatch extends MatchInfo {
  singleAllowed?: boolean;
  banker: boolean;
  picks: DraftPick[];
}

export interface DraftOptimisation {
  budget: string;
  mode: 'average' | 'protect' | 'hot' | 'cold';
  protect: number[];
  multiples: number[];
}

export type DraftFilters = Record<string, [number, number] | [string, string] | number>;

export interface Draft {
  game: Game;
  issue?: string;
  matches: DraftMatch[];
  passes: string[];
  multiple: number;
  optimisation?: DraftOptimisation;
  filters?: DraftFilters;
}

export const emptyDraft = (game: Game): Draft => ({ game, matches: [], passes: [], multiple: 1 });

const storageKey = (game: Game) => `lottery.draft.${game}`;
const listeners = new Set<() => void>();
const cache = new Map<Game, Draft>();

function load(game: Game): Draft {
  const cached = cache.get(game);
  if (cached) return cached;
  let draft = emptyDraft(game);
  try {
    const raw = sessionStorage.getItem(storageKey(game));
    if (raw) draft = { ...draft, ...(JSON.parse(raw) as Draft), game }; // written by saveDraft below
  } catch {
    // Storage off or a stale shape: start empty.
  }
  cache.set(game, draft);
  return draft;
}

/** Replaces a game's draft (selection changes drop an optimisation or filters made for the old one). */
export function saveDraft(draft: Draft): void {
  cache.set(draft.game, draft);
  try {
    sessionStorage.setItem(storageKey(draft.game), JSON.stringify(draft));
  } catch {
    // Private mode without storage: the draft lives in memory only.
  }
  for (const listener of listeners) listener();
}

export function readDraft(game: Game): Draft {
  return load(game);
}

/** The draft of a game; re-renders when any page changes it. */
export function useDraft(game: Game): Draft {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => load(game),
  );
}
