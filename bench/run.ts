// `npm run bench`: every benchmark measures Scoreline against a baseline in the same run on this
// machine and prints the ratio next to its target. Figures go to artifacts/bench.json as well.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchGameNow } from './game-now.bench.ts';
import { benchImport } from './import.bench.ts';
import { benchLottery } from './lottery.ts';
import { startSteering } from './cpu-steering.ts';
import { benchPushFanout, type FanoutResult } from './push-fanout.bench.ts';
import { benchUserInfo } from './user-info.bench.ts';
import { benchWebScores, LIGHTHOUSE_TARGET, ROUTE_BUDGET_BYTES, type MedianRun } from './web-scores.ts';
import { benchWallet } from './wallet.ts';

interface Row {
  name: string;
  figure: string;
  baseline: string;
  ratio: number;
  target: string;
  met: boolean;
  /** Shown for comparison only; another row carries the target. */
  informational?: boolean;
  /** Every figure behind the row, for reading it closely. */
  details?: unknown;
}

const rows: Row[] = [];

const userInfo = await benchUserInfo();
rows.push({
  name: 'MobileUser/getUserInfo req/s vs bare node:http',
  figure: `${userInfo.app.requestsPerSecond.toFixed(0)} req/s (p99 ${userInfo.app.p99Ms} ms, ${userInfo.app.cpuMicrosPerRequest.toFixed(1)} µs CPU/req)`,
  baseline: `${userInfo.bare.requestsPerSecond.toFixed(0)} req/s (p99 ${userInfo.bare.p99Ms} ms, ${userInfo.bare.cpuMicrosPerRequest.toFixed(1)} µs CPU/req)`,
  ratio: userInfo.ratio,
  target: '≥ 0.8',
  met: userInfo.ratio >= 0.8,
});

const gameNow = await benchGameNow();
rows.push({
  name: `MobileFoot/gameNow req/s vs bare node:http (${gameNow.items} matches, ${(gameNow.replyBytes / 1024).toFixed(1)} KB)`,
  figure: `${gameNow.app.requestsPerSecond.toFixed(0)} req/s (p99 ${gameNow.app.p99Ms} ms, ${gameNow.app.cpuMicrosPerRequest.toFixed(1)} µs CPU/req)`,
  baseline: `${gameNow.bare.requestsPerSecond.toFixed(0)} req/s (p99 ${gameNow.bare.p99Ms} ms, ${gameNow.bare.cpuMicrosPerRequest.toFixed(1)} µs CPU/req)`,
  ratio: gameNow.ratio,
  target: '≥ 0.8',
  met: gameNow.ratio >= 0.8,
});

// Twice: as the machine is (loopback charges the clients' TCP receive work to the servers' CPU),
// then steered, so each server's CPU is its own (cpu-steering.ts). The target is read on the
// steered run; where steering is unavailable the loopback figures carry it.
const loopback = await benchPushFanout();
printPush(loopback);
const steering = startSteering();
let steered: FanoutResult | null = null;
if ('unavailable' in steering) console.log(`\npush fan-out, steered: not measured (${steering.unavailable})`);
else {
  try {
    steered = await benchPushFanout(steering);
  } finally {
    steering.restore();
  }
  printPush(steered);
}
rows.push(...pushRows(loopback, steered === null));
if (steered) rows.push(...pushRows(steered, true));

rows.push(...benchLottery());
rows.push(...(await benchWallet()));
rows.push(...(await benchImport()));

const scores = await benchWebScores();
const listName = (what: string) => `Scores list ${what}, ${scores.rows} live matches, ${scores.changesPerTick} changes/tick, CPU ${scores.cpuThrottling}×: plain antd-mobile List ÷ virtualised`;
rows.push(
  {
    name: listName('update p95'),
    figure: `${scores.virtual.p95UpdateMs.toFixed(1)} ms`,
    baseline: `${scores.plain.p95UpdateMs.toFixed(1)} ms`,
    ratio: scores.updateRatio,
    target: '≥ 4',
    met: scores.updateRatio >= 4,
    details: { virtual: scores.virtual, plain: scores.plain },
  },
  {
    name: listName('mount (median of 5)'),
    figure: `${scores.virtual.medianMountMs.toFixed(1)} ms`,
    baseline: `${scores.plain.medianMountMs.toFixed(1)} ms`,
    ratio: scores.mountRatio,
    target: '≥ 3',
    met: scores.mountRatio >= 3,
  },
  {
    name: 'Scores route initial JS+CSS, gzip: budget ÷ size',
    figure: `${(scores.route.gzipBytes / 1024).toFixed(1)} KB`,
    baseline: `${ROUTE_BUDGET_BYTES / 1024} KB budget`,
    ratio: ROUTE_BUDGET_BYTES / scores.route.gzipBytes,
    target: '≥ 1',
    met: scores.route.gzipBytes <= ROUTE_BUDGET_BYTES,
    details: scores.route.files,
  },
  lighthouseRow('CPU fixed at 4×', scores.lighthouse.fixed, false),
  lighthouseRow(`CPU calibrated to this machine's BenchmarkIndex ${scores.lighthouse.benchmarkIndex.toFixed(0)}`, scores.lighthouse.calibrated, true),
);

/**
 * The target is read at Lighthouse's defaults (its fixed 4×), as the issue asks. The same loads
 * scored at the slowdown Lighthouse's calculator gives for this machine (bench/web/
 * cpu-calibration.ts) are shown beside it: in two runs half an hour apart the machine's
 * BenchmarkIndex went from about 1,050 to 1,750 and the calibration over-corrected (fixed 74 →
 * 83, calibrated 86 → 76), so it does not yet make runs on different machines comparable.
 */
function lighthouseRow(cpu: string, run: MedianRun, informational: boolean): Row {
  return {
    name: `Scores route Lighthouse mobile performance score, ${cpu} (median run) ÷ target`,
    figure: `${run.score} (runs ${run.scores.join(' / ')}; CPU ${run.cpuMultiplier.toFixed(2)}×)`,
    baseline: `${LIGHTHOUSE_TARGET} target`,
    ratio: run.score / LIGHTHOUSE_TARGET,
    target: informational ? 'shown only (the fixed 4× run carries the target)' : '≥ 1',
    met: run.score >= LIGHTHOUSE_TARGET,
    informational,
    details: { metrics: run.metrics, scores: run.scores, cpuMultiplier: run.cpuMultiplier, benchmarkIndex: scores.lighthouse.benchmarkIndex, benchmarkIndexes: scores.lighthouse.benchmarkIndexes },
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB/socket`;
}

function pushLabel(push: FanoutResult): string {
  return push.steered ? `steered (servers on CPU ${push.steered.serverCpus}, clients and their receive work on CPU ${push.steered.clientCpus})` : 'loopback as is (clients\' receive work charged to the servers)';
}

function printPush(push: FanoutResult): void {
  console.log(`\npush fan-out to ${push.sockets} sockets, ours vs socket.io (same event stream, same machine, alternating rounds), ${pushLabel(push)}:`);
  console.table(
    push.shapes.flatMap((s) =>
      (['ours', 'socketIo'] as const).map((side) => ({
        stream: s.shape,
        server: side === 'ours' ? 'Scoreline /ws' : 'socket.io',
        'CPU µs/msg': Number(s[side].cpuMicrosPerMessage.toFixed(2)),
        'user share': `${(s[side].userShare * 100).toFixed(0)}%`,
        'µs/msg by round': s[side].roundCpuMicros.join(' / '),
        'p50 ms': s[side].p50Ms,
        'p99 ms': s[side].p99Ms,
        'memory/socket': kb(push.memoryPerSocketBytes[side]),
        delivered: `${s[side].delivered}/${s[side].expected}`,
      })),
    ),
  );
}

/** The push rows of one run; `targeted` says whether this run's ratio is the one held to the target. */
function pushRows(push: FanoutResult, targeted: boolean): Row[] {
  return push.shapes.map((shape) => {
    const complete = shape.ours.delivered === shape.ours.expected && shape.socketIo.delivered === shape.socketIo.expected;
    return {
      name: `Push fan-out to ${push.sockets} sockets, ${shape.shape}, ${pushLabel(push)}: server CPU per delivered message, socket.io ÷ ours`,
      figure: `${shape.ours.cpuMicrosPerMessage.toFixed(2)} µs/msg (p99 ${shape.ours.p99Ms} ms, ${kb(push.memoryPerSocketBytes.ours)})`,
      baseline: `${shape.socketIo.cpuMicrosPerMessage.toFixed(2)} µs/msg (p99 ${shape.socketIo.p99Ms} ms, ${kb(push.memoryPerSocketBytes.socketIo)})`,
      ratio: shape.cpuRatio,
      target: targeted ? '≥ 2' : 'shown only (the steered run carries the target)',
      met: complete && (!targeted || shape.cpuRatio >= 2),
      informational: !targeted,
      details: { ...shape, sockets: push.sockets, steered: push.steered, memoryPerSocketBytes: push.memoryPerSocketBytes, connectSeconds: push.connectSeconds },
    };
  });
}

for (const row of rows) {
  console.log(`${row.informational ? 'INFO' : row.met ? 'MET ' : 'MISS'}  ${row.name}: ${row.figure} vs ${row.baseline} → ratio ${row.ratio.toFixed(2)} (target ${row.target})`);
}
mkdirSync('artifacts', { recursive: true });
writeFileSync('artifacts/bench.json', `${JSON.stringify(rows, null, 2)}\n`);
