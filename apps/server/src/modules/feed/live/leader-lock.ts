import { sql } from 'kysely';
import type { Db } from '../../../plugins/db/database.ts';

/**
 * Who runs the feed. Only one node may (two leaders would publish every change twice), and
 * another must take over when it dies.
 */
export interface LeaderLock {
  /** Tries once, without waiting; true when this node now holds (or already held) the lock. */
  tryAcquire(): Promise<boolean>;
  /** True while held; false once the session holding it was lost. Checks the database. */
  stillHeld(): Promise<boolean>;
  release(): Promise<void>;
}

/** Any fixed number, different from the migration lock's: every node takes the same one. */
export const FEED_LOCK_KEY = 7_150_251;

/**
 * A PostgreSQL session advisory lock on a connection of its own, held for as long as this node
 * leads. When the node dies its session ends and PostgreSQL frees the lock, so a follower's next
 * `pg_try_advisory_lock` succeeds. The connection is taken from the pool and kept out of it
 * (`db.connection()` runs for the whole leadership).
 */
export class PostgresLeaderLock implements LeaderLock {
  private session: Session | undefined;

  constructor(private readonly db: Db) {}

  async tryAcquire(): Promise<boolean> {
    if (this.session) return this.stillHeld();
    const session = await openSession(this.db);
    try {
      const got = await session.query((conn) => sql<{ locked: boolean }>`select pg_try_advisory_lock(${FEED_LOCK_KEY}) as locked`.execute(conn));
      if (got.rows[0]?.locked === true) {
        this.session = session;
        return true;
      }
    } catch {
      // A failed attempt is a "no": the next retry tries again on a fresh connection.
    }
    session.end();
    await session.ended;
    return false;
  }

  async stillHeld(): Promise<boolean> {
    const session = this.session;
    if (!session) return false;
    try {
      const held = await session.query((conn) =>
        sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${FEED_LOCK_KEY} and pid = pg_backend_pid() and granted`.execute(conn),
      );
      if (held.rows[0]?.n === 1) return true;
    } catch {
      // The session is gone (network, server restart, admin kill): so is the lock.
    }
    await this.drop();
    return false;
  }

  async release(): Promise<void> {
    const session = this.session;
    if (!session) return;
    try {
      await session.query((conn) => sql`select pg_advisory_unlock(${FEED_LOCK_KEY})`.execute(conn));
    } catch {
      // Ending the session frees the lock anyway.
    }
    await this.drop();
  }

  private async drop(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    session?.end();
    await session?.ended;
  }
}

/** PGlite is one embedded database in one process: that node is the only one, so it leads. */
export class SoleLeaderLock implements LeaderLock {
  async tryAcquire(): Promise<boolean> {
    return true;
  }
  async stillHeld(): Promise<boolean> {
    return true;
  }
  async release(): Promise<void> {}
}

interface Session {
  query<T>(run: (conn: Db) => Promise<T>): Promise<T>;
  end(): void;
  ended: Promise<void>;
}

/**
 * Pins one pooled connection until `end()`: queries given to `query` run on it in turn. Needed
 * because a session lock belongs to the connection that took it.
 */
async function openSession(db: Db): Promise<Session> {
  let end!: () => void;
  const stop = new Promise<void>((resolve) => (end = resolve));
  let pinned!: (conn: Db) => void;
  const ready = new Promise<Db>((resolve) => (pinned = resolve));
  const ended = db.connection().execute(async (conn) => {
    pinned(conn);
    await stop;
  });
  const conn = await Promise.race([ready, ended.then(() => Promise.reject(new Error('feed lock session ended before it started')))]);
  let chain: Promise<unknown> = Promise.resolve();
  return {
    query<T>(run: (c: Db) => Promise<T>): Promise<T> {
      const next = chain.then(() => run(conn));
      chain = next.catch(() => undefined);
      return next;
    },
    end,
    ended: ended.catch(() => undefined),
  };
}
