// On loopback the kernel runs the receiving socket's TCP work inside the sender's `write`, so a
// push server's measured CPU includes its clients' receive path, which on a real network runs on
// the clients' own machines. Steering keeps that work off the server: the servers are pinned to
// CPU 0, the client processes to the other CPUs, and Receive Packet Steering on `lo` hands every
// received packet to the clients' CPUs. Both servers of a run are treated alike.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const RPS_FILE = '/sys/class/net/lo/queues/rx-0/rps_cpus';
/** RPS masks of more than 32 CPUs are written in comma-separated words; 32 is plenty here. */
const MAX_CPUS = 32;

export interface Steering {
  readonly serverCpus: string;
  readonly clientCpus: string;
  pinServer(pid: number): void;
  pinClient(pid: number): void;
  /** Puts `lo`'s packet steering back as it was. */
  restore(): void;
}

/** Starts steering, or says why it cannot on this machine (nothing is changed then). */
export function startSteering(): Steering | { unavailable: string } {
  if (process.platform !== 'linux') return { unavailable: 'not Linux' };
  const cpus = Math.min(availableParallelism(), MAX_CPUS);
  if (cpus < 2) return { unavailable: 'one CPU only' };
  if (spawnSync('taskset', ['-V']).status !== 0) return { unavailable: 'taskset (util-linux) not found' };
  let previous: string;
  try {
    previous = readFileSync(RPS_FILE, 'utf8').trim();
    writeFileSync(RPS_FILE, clientMask(cpus));
  } catch (error) {
    return { unavailable: `cannot set ${RPS_FILE} (${(error as NodeJS.ErrnoException).code ?? String(error)}; needs root)` };
  }
  // A bench stopped half-way (Ctrl-C) must not leave the machine's packet steering changed.
  const putBack = () => writeFileSync(RPS_FILE, previous);
  const onSignal = () => process.exit(130);
  process.once('exit', putBack);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const serverCpus = '0';
  const clientCpus = cpus === 2 ? '1' : `1-${cpus - 1}`;
  const orchestratorCpus = affinityOf(process.pid);
  pin(process.pid, clientCpus); // the orchestrator's polling stays off the servers' CPU too
  return {
    serverCpus,
    clientCpus,
    pinServer: (pid) => pin(pid, serverCpus),
    pinClient: (pid) => pin(pid, clientCpus),
    restore: () => {
      putBack();
      process.off('exit', putBack);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      pin(process.pid, orchestratorCpus);
    },
  };
}

/** Every CPU but CPU 0, as the hexadecimal mask `rps_cpus` takes. */
function clientMask(cpus: number): string {
  return ((1n << BigInt(cpus)) - 2n).toString(16);
}

/** The CPU list a process may run on, as taskset prints it (`pid 1's current affinity list: 0-3`). */
function affinityOf(pid: number): string {
  const result = spawnSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' });
  const list = /list:\s*(\S+)/.exec(result.stdout)?.[1];
  if (result.status !== 0 || !list) throw new Error(`taskset -c -p ${pid} failed: ${result.stderr.trim()}`);
  return list;
}

/** Pins every thread of a process (V8's and libuv's included). */
function pin(pid: number, cpus: string): void {
  const result = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset -c ${cpus} ${pid} failed: ${result.stderr.trim()}`);
}
