import type { BoardChange, BoardEvent, BoardFixture, BoardOddsPath, MatchBoard, Sport } from './board.types.ts';

/** The whole board at once: what a node hydrates from the database or a test seeds. */
export interface BoardSnapshot {
  fixtures: readonly BoardFixture[];
  events?: Readonly<Record<string, readonly BoardEvent[]>>;
  odds?: Readonly<Record<string, readonly BoardOddsPath[]>>;
}

export interface BoardStatus {
  stale: boolean;
  refreshedAt: number;
}

/** Live text kept per fixture; a football match has ~30 lines, a basketball game a few dozen. */
export const MAX_EVENTS_PER_FIXTURE = 300;

interface OddsView {
  paths: readonly BoardOddsPath[];
  /** The cut at or before this instant is valid until the next step starts. */
  validUntil: number;
}

/**
 * The in-memory `MatchBoard` every node serves the match calls from. Writes come from the feed
 * (`replace` on start, `apply` per change from the bus); reads are synchronous and allocation-free
 * except for a sorted list rebuilt once after a change.
 */
export class MemoryBoard implements MatchBoard {
  private readonly byId = new Map<string, BoardFixture>();
  private readonly eventsById = new Map<string, BoardEvent[]>();
  private readonly oddsById = new Map<string, readonly BoardOddsPath[]>();
  private readonly oddsViews = new Map<string, OddsView>();
  private readonly sorted = new Map<Sport, readonly BoardFixture[]>();
  private readonly listeners = new Set<(change: BoardChange) => void>();
  private status: BoardStatus = { stale: false, refreshedAt: 0 };
  private rev = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get stale(): boolean {
    return this.status.stale;
  }

  get refreshedAt(): number {
    return this.status.refreshedAt;
  }

  get revision(): number {
    return this.rev;
  }

  get size(): number {
    return this.byId.size;
  }

  fixtures(sport: Sport): readonly BoardFixture[] {
    let list = this.sorted.get(sport);
    if (!list) {
      list = [...this.byId.values()].filter((f) => f.sport === sport).sort(byKickoffThenId);
      this.sorted.set(sport, list);
    }
    return list;
  }

  fixture(id: string): BoardFixture | undefined {
    return this.byId.get(id);
  }

  events(id: string): readonly BoardEvent[] {
    return this.eventsById.get(id) ?? NO_EVENTS;
  }

  /** Odds steps up to now; the cut is cached until the next step is due. */
  odds(id: string): readonly BoardOddsPath[] {
    const now = this.now();
    const cached = this.oddsViews.get(id);
    if (cached && now < cached.validUntil) return cached.paths;
    const full = this.oddsById.get(id);
    if (!full) return NO_ODDS;
    const view = cutOdds(full, now);
    this.oddsViews.set(id, view);
    return view.paths;
  }

  /** The whole odds history held, future steps included (the feed compares it with the provider's). */
  fullOdds(id: string): readonly BoardOddsPath[] {
    return this.oddsById.get(id) ?? NO_ODDS;
  }

  onChange(listener: (change: BoardChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Swaps in a whole board; listeners hear one change per fixture so their caches refresh. */
  replace(snapshot: BoardSnapshot): void {
    this.byId.clear();
    this.eventsById.clear();
    this.oddsById.clear();
    this.oddsViews.clear();
    for (const fixture of snapshot.fixtures) {
      this.byId.set(fixture.id, fixture);
      const events = snapshot.events?.[fixture.id];
      if (events?.length) this.eventsById.set(fixture.id, bounded([...events]));
      const odds = snapshot.odds?.[fixture.id];
      if (odds) this.oddsById.set(fixture.id, odds);
    }
    this.touch();
    for (const fixture of this.byId.values()) this.emit({ fixture, newEvents: [] });
  }

  /**
   * Applies one change. A change older than what the board holds (lower version: a late bus
   * message) is ignored; events already held (same or lower `seq`) are not added twice.
   * Returns whether anything was applied.
   */
  apply(change: BoardChange): boolean {
    const { fixture } = change;
    const held = this.byId.get(fixture.id);
    if (held && held.version > fixture.version) return false;
    this.byId.set(fixture.id, fixture);
    if (change.events) this.eventsById.set(fixture.id, bounded([...change.events]));
    const events = this.eventsById.get(fixture.id) ?? [];
    const lastSeq = events.at(-1)?.seq ?? -Infinity;
    const fresh = change.newEvents.filter((e) => e.seq > lastSeq);
    if (fresh.length > 0) this.eventsById.set(fixture.id, bounded([...events, ...fresh]));
    if (change.odds) {
      this.oddsById.set(fixture.id, change.odds);
      this.oddsViews.delete(fixture.id);
    }
    this.touch();
    this.emit(fresh.length === change.newEvents.length ? change : { ...change, newEvents: fresh });
    return true;
  }

  /** Drops fixtures kicking off outside `[from, to)` (the feed's window moved on). */
  retainWindow(from: number, to: number): void {
    let removed = false;
    for (const [id, fixture] of this.byId) {
      if (fixture.kickoffAt >= from && fixture.kickoffAt < to) continue;
      this.byId.delete(id);
      this.eventsById.delete(id);
      this.oddsById.delete(id);
      this.oddsViews.delete(id);
      removed = true;
    }
    if (removed) this.touch();
  }

  /** Drops the given fixtures (the feed no longer lists them). */
  remove(ids: readonly string[]): void {
    let removed = false;
    for (const id of ids) {
      if (!this.byId.delete(id)) continue;
      this.eventsById.delete(id);
      this.oddsById.delete(id);
      this.oddsViews.delete(id);
      removed = true;
    }
    if (removed) this.touch();
  }

  setStatus(status: BoardStatus): void {
    if (status.stale === this.status.stale && status.refreshedAt === this.status.refreshedAt) return;
    this.status = { ...status };
    this.rev += 1;
  }

  private touch(): void {
    this.sorted.clear();
    this.rev += 1;
  }

  private emit(change: BoardChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

const NO_EVENTS: readonly BoardEvent[] = Object.freeze([]);
const NO_ODDS: readonly BoardOddsPath[] = Object.freeze([]);

function byKickoffThenId(a: BoardFixture, b: BoardFixture): number {
  return a.kickoffAt - b.kickoffAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function bounded(events: BoardEvent[]): BoardEvent[] {
  return events.length > MAX_EVENTS_PER_FIXTURE ? events.slice(-MAX_EVENTS_PER_FIXTURE) : events;
}

/** The steps in force by `now` (markets not yet open are left out) and when that cut expires. */
function cutOdds(full: readonly BoardOddsPath[], now: number): OddsView {
  let validUntil = Infinity;
  const paths: BoardOddsPath[] = [];
  for (const path of full) {
    const upTo = path.steps.findIndex((s) => s.at > now);
    if (upTo !== -1) validUntil = Math.min(validUntil, path.steps[upTo]?.at ?? Infinity);
    const steps = upTo === -1 ? path.steps : path.steps.slice(0, upTo);
    if (steps.length > 0) paths.push(steps.length === path.steps.length ? path : { ...path, steps });
  }
  return { paths, validUntil };
}
