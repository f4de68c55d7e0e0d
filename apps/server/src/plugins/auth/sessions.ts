import type { Awaitable } from '../../platform/awaitable.ts';
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

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    await this.bus.subscribe(REVOKED_CHANNEL, (message) => {
      for (const sid of message.split(',')) this.cache.set(sid, { live: false, checkedAt: this.now() });
    });
  }

  isLive(sid: string): Awaitable<boolean> {
    const cached = this.cache.get(sid);
    if (cached && this.now() - cached.checkedAt < CACHE_TTL_MS) return cached.live;
    return this.loadLiveness(sid);
  }

  private async loadLiveness(sid: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .select(['revoked_at', 'expires_at'])
      .where('id', '=', sid)
      .executeTakeFirst();
    const live = row !== undefined && row.revoked_at === null && row.expires_at.getTime() > this.now();
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(sid, { live, checkedAt: this.now() });
    return live;
  }

  /** Call after the revoking transaction commits. */
  async announceRevoked(sids: readonly string[]): Promise<void> {
    if (sids.length === 0) return;
    await this.bus.publish(REVOKED_CHANNEL, sids.join(','));
  }
}
