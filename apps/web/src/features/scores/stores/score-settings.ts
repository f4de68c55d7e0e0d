import { readItem, useStoredItem, writeItem } from '../../../lib/storage/storage.ts';
import { storageKeys, type StorageKey } from '../../../lib/storage/keys.ts';
import type { CompetitionFilter } from '../model/filters.ts';

/**
 * The scores feature's persisted client state: the spec's `gameTipsSetting` (goal reminder:
 * dialog, audio, shake), the match settings (company, odds type, which matches remind) and
 * the competition filters. Stored values are parsed defensively: a damaged or older value
 * falls back to the defaults field by field instead of breaking the tab.
 */

export interface GameTipsSetting {
  dialog: boolean;
  audio: boolean;
  shake: boolean;
}

export type FootballOddsType = '1x2' | 'handicap';
export type BasketballOddsType = 'moneyline' | 'spread';
export type BasketballCompany = 'bookmaker' | 'lottery';
export type ReminderScope = 'followed' | 'all';

export interface ScoreSettings {
  scope: ReminderScope;
  footballCompany: string;
  footballOdds: FootballOddsType;
  basketballCompany: BasketballCompany;
  basketballOdds: BasketballOddsType;
}

/** Which competition filter a filter page edits: 即时 football, day lists of football, basketball. */
export type FilterSlot = 'footballNow' | 'football' | 'basketball';
export type ScoreFilters = Record<FilterSlot, CompetitionFilter>;

export const DEFAULT_TIPS: GameTipsSetting = { dialog: true, audio: true, shake: true };
export const DEFAULT_SETTINGS: ScoreSettings = {
  scope: 'all',
  footballCompany: 'bet365',
  footballOdds: '1x2',
  basketballCompany: 'bookmaker',
  basketballOdds: 'spread',
};
export const DEFAULT_FILTERS: ScoreFilters = { footballNow: null, football: null, basketball: null };

function parseObject(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const pick = <T>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const ids = (value: unknown): CompetitionFilter =>
  Array.isArray(value) && value.every((id) => typeof id === 'string') ? (value) : null;

export function parseTips(raw: string | null): GameTipsSetting {
  const value = parseObject(raw);
  return { dialog: flag(value.dialog, DEFAULT_TIPS.dialog), audio: flag(value.audio, DEFAULT_TIPS.audio), shake: flag(value.shake, DEFAULT_TIPS.shake) };
}

export function parseSettings(raw: string | null): ScoreSettings {
  const value = parseObject(raw);
  const company = typeof value.footballCompany === 'string' && /^[a-z0-9-]{1,40}$/.test(value.footballCompany) ? value.footballCompany : DEFAULT_SETTINGS.footballCompany;
  return {
    scope: pick(value.scope, ['followed', 'all'] as const, DEFAULT_SETTINGS.scope),
    footballCompany: company,
    footballOdds: pick(value.footballOdds, ['1x2', 'handicap'] as const, DEFAULT_SETTINGS.footballOdds),
    basketballCompany: pick(value.basketballCompany, ['bookmaker', 'lottery'] as const, DEFAULT_SETTINGS.basketballCompany),
    basketballOdds: pick(value.basketballOdds, ['moneyline', 'spread'] as const, DEFAULT_SETTINGS.basketballOdds),
  };
}

export function parseFilters(raw: string | null): ScoreFilters {
  const value = parseObject(raw);
  return { footballNow: ids(value.footballNow), football: ids(value.football), basketball: ids(value.basketball) };
}

function store<T extends object>(key: StorageKey, parse: (raw: string | null) => T) {
  return {
    read: () => parse(readItem(key)),
    update: (patch: Partial<T>) => writeItem(key, JSON.stringify({ ...parse(readItem(key)), ...patch })),
  };
}

export const tipsStore = store(storageKeys.gameTipsSetting, parseTips);
export const settingsStore = store(storageKeys.scoreSettings, parseSettings);
export const filtersStore = store(storageKeys.scoreFilters, parseFilters);

// Parsed once per stored string: the components re-render on a change, not on every read.
function useParsed<T>(key: StorageKey, parse: (raw: string | null) => T): T {
  const raw = useStoredItem(key);
  const cache = parsedCache.get(key);
  if (cache && cache.raw === raw) return cache.value as T;
  const value = parse(raw);
  parsedCache.set(key, { raw, value });
  return value;
}
const parsedCache = new Map<StorageKey, { raw: string | null; value: unknown }>();

export const useTips = () => useParsed(storageKeys.gameTipsSetting, parseTips);
export const useScoreSettings = () => useParsed(storageKeys.scoreSettings, parseSettings);
export const useScoreFilters = () => useParsed(storageKeys.scoreFilters, parseFilters);
