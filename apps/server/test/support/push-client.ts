import type { AddressInfo } from 'node:net';
import { WebSocket, type ClientOptions } from 'ws';
import type { TestServer } from './harness.ts';

/** Makes the app listen on a random local port; returns the push socket URL. */
export async function listenForPush(server: TestServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws?appType=h5`;
}

/** A real `ws` client that records the frames it gets, for tests to wait on. */
export class PushClient {
  readonly frames: string[] = [];
  private waiters: Array<() => void> = [];
  closeCode: number | undefined;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.frames.push(data.toString('utf8'));
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
    ws.on('error', () => undefined); // a terminated socket may report ECONNRESET; close follows
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static connect(url: string, options: ClientOptions = {}): Promise<PushClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, options);
      const client = new PushClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_request, response) => reject(new RefusedError(response.statusCode ?? 0)));
      ws.once('error', reject);
    });
  }

  send(text: string): void {
    this.ws.send(text);
  }

  /** Sends `ping|n` and waits for the pong: every frame sent before it has been handled. */
  async sync(): Promise<void> {
    const count = this.frames.length;
    this.send('ping|sync');
    await this.waitFor(() => this.frames.slice(count).some((f) => f.startsWith('pong|')));
    this.frames.splice(count);
  }

  /** Waits for the next frame after those already seen (by index) and returns it. */
  async nextFrame(after: number, timeoutMs = 3000): Promise<string> {
    await this.waitFor(() => this.frames.length > after, timeoutMs);
    return this.frames[after] ?? '';
  }

  async closed(timeoutMs = 3000): Promise<number> {
    await this.waitFor(() => this.closeCode !== undefined, timeoutMs);
    return this.closeCode ?? 0;
  }

  close(): void {
    this.ws.terminate();
  }

  private async waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; frames so far: ${this.frames.map((f) => f.slice(0, 40)).join(' / ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

export class RefusedError extends Error {
  constructor(readonly statusCode: number) {
    super(`upgrade refused with HTTP ${statusCode}`);
  }
}
