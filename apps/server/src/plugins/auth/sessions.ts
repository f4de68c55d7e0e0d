import { isPromise, type Awaitable } from '../../platform/awaitable.ts';
import type { Bus } from '../bus/bus.ts';
import type { Db } from '../db/database.ts';

const REVOKED_CHANNEL = 'sessions.revoked';
const CACHE_TTL_MS = 60_000;
const CACHE_LIMIT = 100_000;

interface CachedSession {
  live: boolean;
  checkedAt: number;
}

/**
 * Answers "is this session still live?" from a per-node cache. A revocation deletes the entry
 * here and on every other node through the bus, so a logged-out token stops working at once;
 * the TTL only bounds how long a missed bus message could matter.
 */
export class SessionRegistry {
  private readonly cache = new Map<string, CachedSession>();
  private revocationsHeard = 0;

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    await this.bus.subscribe(REVOKED_CHANNEL, (message) => {
      this.revocationsHeard += 1;
      for (const sid of message.split(',')) this.cache.set(sid, { live: false, checkedAt: this.now() });
    });
  }

  /**
   * How many revocations this node has heard of (its own and other nodes', through the bus).
   * Whoever remembers that a session was live must check again once this changes.
   */
  get revocations(): number {
    return this.revocationsHeard;
  }

  isLive(sid: string): Awaitable<boolean> {
    const until = this.liveUntil(sid);
    return isPromise(until) ? until.then((time) => time > 0) : until > 0;
  }

  /** 0 when the session is not live, else the time until which that answer stands unasked. */
  liveUntil(sid: string): Awaitable<number> {
    const cached = this.cache.get(sid);
    if (cached && this.now() - cached.checkedAt < CACHE_TTL_MS) return cached.live ? cached.checkedAt + CACHE_TTL_MS : 0;
    return this.loadLiveness(sid).then((entry) => (entry.live ? entry.checkedAt + CACHE_TTL_MS : 0));
  }

  private async loadLiveness(sid: string): Promise<CachedSession> {
    const heard = this.revocationsHeard;
    const row = await this.db
      .selectFrom('sessions')
      .select(['revoked_at', 'expires_at'])
      .where('id', '=', sid)
      .executeTakeFirst();
    // A revocation heard while the row was read may be newer than the row: it wins.
    const revokedMeanwhile = heard !== this.revocationsHeard && this.cache.get(sid)?.live === false;
    const live = !revokedMeanwhile && row !== undefined && row.revoked_at === null && row.expires_at.getTime() > this.now();
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    const entry = { live, checkedAt: this.now() };
    this.cache.set(sid, entry);
    return entry;
  }

  /** Call after the revoking transaction commits. */
  async announceRevoked(sids: readonly string[]): Promise<void> {
    if (sids.length === 0) return;
    await this.bus.publish(REVOKED_CHANNEL, sids.join(','));
  }
}
