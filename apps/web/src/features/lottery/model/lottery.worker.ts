import { runJob } from './jobs.ts';
import type { WorkerReply, WorkerRequest } from './worker-protocol.ts';

/**
 * Enumerations off the main thread: a 65,511-row split or a 100,000-row filter pass takes a
 * noticeable fraction of a second, during which the page must keep scrolling and answering taps.
 */

// This file runs as a dedicated worker: its global is the worker scope, not a window.
const scope = self as unknown as { postMessage: (reply: WorkerReply) => void; onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null };

scope.onmessage = (event) => scope.postMessage(runJob(event.data));
