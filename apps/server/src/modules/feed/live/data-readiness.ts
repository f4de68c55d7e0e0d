import type { DataPhase, DataStatus } from '@scoreline/contract';

/**
 * Where this node is on its way to serving match data, for `/healthz` and `Sundry/getDataStatus`.
 * A first start imports the data files (minutes) before the board can fill; until the board has
 * been loaded once the lists would be empty for a reason a user cannot see, so the node says
 * "not ready" instead. Once ready it stays ready: a later feed failure is the board's `stale`
 * flag, not a reason to take the node out of a load balancer.
 */
export class DataReadiness {
  private current: DataPhase = 'loading';
  private filesDone = 0;
  private filesTotal = 0;
  private lastError: string | undefined;

  get ready(): boolean {
    return this.current === 'ready';
  }

  get phase(): DataPhase {
    return this.current;
  }

  /** Why the last import failed, while the phase is `failed` (for the log and operators). */
  get error(): string | undefined {
    return this.lastError;
  }

  /** The import starts: `total` files to read. */
  importing(total: number): void {
    if (this.ready) return;
    this.current = 'importing';
    this.filesDone = 0;
    this.filesTotal = total;
    this.lastError = undefined;
  }

  fileDone(): void {
    if (this.current === 'importing') this.filesDone = Math.min(this.filesDone + 1, this.filesTotal);
  }

  /** The data is in the database (or was already); the board fills with the feed's first refresh. */
  loading(): void {
    if (this.ready) return;
    this.current = 'loading';
    this.filesDone = 0;
    this.filesTotal = 0;
  }

  /** The import failed; the feed retries it, and the node stays not ready meanwhile. */
  failed(error: string): void {
    if (this.ready) return;
    this.current = 'failed';
    this.lastError = error;
  }

  /** The board holds the data (the feed refreshed it once after any import). */
  boardLoaded(): void {
    this.current = 'ready';
    this.filesDone = 0;
    this.filesTotal = 0;
    this.lastError = undefined;
  }

  status(): DataStatus {
    return { ready: this.ready, phase: this.current, filesDone: this.filesDone, filesTotal: this.filesTotal };
  }
}
