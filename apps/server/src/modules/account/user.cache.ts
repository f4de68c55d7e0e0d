import type { Awaitable } from '../../platform/awaitable.ts';
import type { Bus } from '../../plugins/bus/bus.ts';
import type { UserRow } from '../../plugins/db/schema.ts';

const CHANGED_CHANNEL = 'users.changed';
const TTL_MS = 30_000;
const LIMIT = 100_000;

/**
 * Hot copies of user rows, read on nearly every call. Any change to a user is announced on the
 * bus after its transaction commits, dropping the copy on every node; the TTL only bounds the
 * damage of a lost message.
 */
export class UserCache {
  private readonly rows = new Map<number, { row: UserRow; loadedAt: number }>();

  constructor(
    private readonly bus: Bus,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    await this.bus.subscribe(CHANGED_CHANNEL, (message) => {
      for (const id of message.split(',')) this.rows.delete(Number(id));
    });
  }

  /** A hit answers synchronously; only a miss waits for the database. */
  get(userId: number, load: (id: number) => Promise<UserRow | undefined>): Awaitable<UserRow | undefined> {
    const hit = this.rows.get(userId);
    if (hit && this.now() - hit.loadedAt < TTL_MS) return hit.row;
    return this.loadAndKeep(userId, load);
  }

  private async loadAndKeep(userId: number, load: (id: number) => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    const row = await load(userId);
    if (row) {
      if (this.rows.size >= LIMIT) this.rows.clear();
      this.rows.set(userId, { row, loadedAt: this.now() });
    }
    return row;
  }

  /** Call after the changing transaction commits. */
  async changed(...userIds: number[]): Promise<void> {
    for (const id of userIds) this.rows.delete(id);
    await this.bus.publish(CHANGED_CHANNEL, userIds.join(','));
  }
}
