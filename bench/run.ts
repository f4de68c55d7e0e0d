// `npm run bench`: every benchmark measures Scoreline against a baseline in the same run on this
// machine and prints the ratio next to its target. Figures go to artifacts/bench.json as well.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchGameNow } from './game-now.bench.ts';
import { benchLottery } from './lottery.ts';
import { benchPushFanout } from './push-fanout.bench.ts';
import { benchUserInfo } from './user-info.bench.ts';

interface Row {
  name: string;
  figure: string;
  baseline: string;
  ratio: number;
  target: string;
  met: boolean;
  /** Every figure behind the row, for reading it closely. */
  details?: unknown;
}

const rows: Row[] = [];

const userInfo = await benchUserInfo();
rows.push({
  name: 'MobileUser/getUserInfo req/s vs bare node:http',
  figure: `${userInfo.app.requestsPerSecond.toFixed(0)} req/s (p99 ${userInfo.app.p99Ms} ms)`,
  baseline: `${userInfo.bare.requestsPerSecond.toFixed(0)} req/s (p99 ${userInfo.bare.p99Ms} ms)`,
  ratio: userInfo.ratio,
  target: '≥ 0.8',
  met: userInfo.ratio >= 0.8,
});

const gameNow = await benchGameNow();
rows.push({
  name: `MobileFoot/gameNow req/s vs bare node:http (${gameNow.items} matches, ${(gameNow.replyBytes / 1024).toFixed(1)} KB)`,
  figure: `${gameNow.app.requestsPerSecond.toFixed(0)} req/s (p99 ${gameNow.app.p99Ms} ms)`,
  baseline: `${gameNow.bare.requestsPerSecond.toFixed(0)} req/s (p99 ${gameNow.bare.p99Ms} ms)`,
  ratio: gameNow.ratio,
  target: '≥ 0.8',
  met: gameNow.ratio >= 0.8,
});

const push = await benchPushFanout();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB/socket`;
console.log(`\npush fan-out to ${push.sockets} sockets, ours vs socket.io (same event stream, same machine, alternating rounds):`);
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
for (const shape of push.shapes) {
  const complete = shape.ours.delivered === shape.ours.expected && shape.socketIo.delivered === shape.socketIo.expected;
  rows.push({
    name: `Push fan-out to ${push.sockets} sockets, ${shape.shape}: server CPU per delivered message, socket.io ÷ ours`,
    figure: `${shape.ours.cpuMicrosPerMessage.toFixed(2)} µs/msg (p99 ${shape.ours.p99Ms} ms, ${kb(push.memoryPerSocketBytes.ours)})`,
    baseline: `${shape.socketIo.cpuMicrosPerMessage.toFixed(2)} µs/msg (p99 ${shape.socketIo.p99Ms} ms, ${kb(push.memoryPerSocketBytes.socketIo)})`,
    ratio: shape.cpuRatio,
    target: '≥ 2',
    met: complete && shape.cpuRatio >= 2,
    details: { ...shape, sockets: push.sockets, memoryPerSocketBytes: push.memoryPerSocketBytes, connectSeconds: push.connectSeconds },
  });
}

rows.push(...benchLottery());

for (const row of rows) {
  console.log(`${row.met ? 'MET ' : 'MISS'}  ${row.name}: ${row.figure} vs ${row.baseline} → ratio ${row.ratio.toFixed(2)} (target ${row.target})`);
}
mkdirSync('artifacts', { recursive: true });
writeFileSync('artifacts/bench.json', `${JSON.stringify(rows, null, 2)}\n`);
