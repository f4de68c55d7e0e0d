import { storageKeys } from '../../../lib/storage/keys.ts';
import { readItem, writeItem } from '../../../lib/storage/storage.ts';

/**
 * What the notice listener remembers per topic (so per account) across reloads: the `since` of
 * its next catch-up and the ids it has shown, so a notice heard live and again in a catch-up, or
 * in two overlapping catch-ups, shows once.
 */
export interface NoticeMemory {
  since(): number;
  setSince(next: number): void;
  /** The ids not shown yet, which are marked shown. */
  takeNew(ids: readonly string[]): string[];
}

interface Entry { since: number; shown: string[] }
type Stored = Record<string, Entry>;

/** Enough ids for the plans before kick-off of every line several days over (a catch-up returns ≤ 50). */
const SHOWN_KEPT = 300;
/** Accounts remembered on one device; the oldest is forgotten (it then catches up from 0). */
const TOPICS_KEPT = 5;

function readAll(): Stored {
  try {
    const parsed: unknown = JSON.parse(readItem(storageKeys.planNotices) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function entryOf(stored: Stored, topic: string): Entry {
  const entry = stored[topic];
  const since = typeof entry?.since === 'number' && Number.isFinite(entry.since) && entry.since >= 0 ? Math.floor(entry.since) : 0;
  const shown = Array.isArray(entry?.shown) ? entry.shown.filter((id): id is string => typeof id === 'string') : [];
  return { since, shown };
}

function save(topic: string, entry: Entry): void {
  const { [topic]: _old, ...others } = readAll();
  const kept = Object.entries(others).slice(-(TOPICS_KEPT - 1));
  writeItem(storageKeys.planNotices, JSON.stringify(Object.fromEntries([...kept, [topic, { since: entry.since, shown: entry.shown.slice(-SHOWN_KEPT) }]])));
}

/** Reads the stored entry at each step, so two tabs of the same account share what was shown. */
export function noticeMemory(topic: string): NoticeMemory {
  const current = () => entryOf(readAll(), topic);
  return {
    since: () => current().since,
    setSince(next) {
      save(topic, { ...current(), since: next });
    },
    takeNew(ids) {
      const entry = current();
      const fresh = [...new Set(ids)].filter((id) => !entry.shown.includes(id));
      if (fresh.length > 0) save(topic, { ...entry, shown: [...entry.shown, ...fresh] });
      return fresh;
    },
  };
}
