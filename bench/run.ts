// `npm run bench`: every benchmark measures Scoreline against a baseline in the same run on this
// machine and prints the ratio next to its target. Figures go to artifacts/bench.json as well.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchUserInfo } from './user-info.bench.ts';

interface Row {
  name: string;
  figure: string;
  baseline: string;
  ratio: number;
  target: string;
  met: boolean;
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

for (const row of rows) {
  console.log(`${row.met ? 'MET ' : 'MISS'}  ${row.name}: ${row.figure} vs ${row.baseline} → ratio ${row.ratio.toFixed(2)} (target ${row.target})`);
}
mkdirSync('artifacts', { recursive: true });
writeFileSync('artifacts/bench.json', `${JSON.stringify(rows, null, 2)}\n`);
