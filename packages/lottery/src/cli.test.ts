/** The command-line entry point, spawned as a user would run it. */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

function run(command: string[], stdin: string, viaNpm = false): { status: number | null; json: Record<string, unknown> } {
  const [bin, args] = viaNpm ? ['npm', ['run', '--silent', 'lottery', '--', ...command]] : [join(root, 'node_modules/.bin/tsx'), ['packages/lottery/scripts/cli.ts', ...command]];
  const out = spawnSync(bin, args, { cwd: root, input: stdin, encoding: 'utf8' });
  const lines = out.stdout.trim().split('\n');
  return { status: out.status, json: JSON.parse(lines[lines.length - 1] ?? '{}') as Record<string, unknown> };
}

const e1 = {
  game: 'jczq',
  matches: [
    { id: 'A', picks: [{ play: 'SPF', option: '3', odds: '1.50' }, { play: 'SPF', option: '1', odds: '3.20' }] },
    { id: 'B', picks: [{ play: 'SPF', option: '0', odds: '2.10' }] },
    { id: 'C', picks: [{ play: 'SPF', option: '3', odds: '1.85' }, { play: 'SPF', option: '0', odds: '4.00' }] },
  ],
  passes: ['2串1', '3串1'],
  multiple: 1,
};

describe('npm run --silent lottery', () => {
  it('summary prints one JSON object (through npm)', () => {
    expect(run(['summary'], JSON.stringify(e1), true)).toEqual({ status: 0, json: { bets: 12, cost: '24.00', minPrize: '5.55', maxPrize: '109.60' } });
  });

  it('split, settle, optimise, filter and passes', () => {
    const split = run(['split'], JSON.stringify(e1));
    expect(split.status).toBe(0);
    expect((split.json.rows as unknown[])[0]).toEqual({ legs: [{ match: 'A', play: 'SPF', option: '3', odds: '1.50' }, { match: 'B', play: 'SPF', option: '0', odds: '2.10' }], unit: '6.30' });
    const settle = run(['settle'], JSON.stringify({ ...e1, results: { A: { score: '1:1', half: '0:0' }, B: { score: '0:2' }, C: { score: '0:1' } } }));
    expect(settle.json).toMatchObject({ winningBets: 4, prize: '109.60' });
    const optimise = run(['optimise'], JSON.stringify({ ...e1, budget: '100', mode: 'protect', protect: [0, 1] }));
    expect(optimise.json).toMatchObject({ protected: true });
    expect((optimise.json.multiples as number[]).reduce((s, x) => s + x, 0)).toBe(50);
    const filter = run(['filter'], JSON.stringify({ ...e1, filters: { count3: [1, 3], folds: [3] } }));
    expect(filter.json).toMatchObject({ kept: 3, bets: 3, cost: '6.00', minPrize: '11.66', maxPrize: '25.20' });
    const passes = run(['passes'], JSON.stringify({ game: 'jczq', matches: e1.matches }));
    expect(passes.json).toEqual({ passes: ['2串1', '3串1', '3串3', '3串4'] });
  });

  it.each([
    ['unknown play', { ...e1, matches: [{ ...e1.matches[0], picks: [{ play: 'XYZ', option: '3', odds: '1.50' }] }, e1.matches[1]] }, /unknown play XYZ/],
    ['option not in the play', { ...e1, matches: [{ id: 'A', picks: [{ play: 'BF', option: '9:9', odds: '50.00' }] }, e1.matches[1]] }, /option 9:9 is not in play BF/],
    ['pass beyond the leg limit', { ...e1, matches: [{ id: 'A', picks: [{ play: 'BF', option: '1:0', odds: '7.00' }] }, ...e1.matches.slice(1), { id: 'D', picks: [{ option: '3', odds: '1.2' }] }, { id: 'E', picks: [{ option: '3', odds: '1.2' }] }], passes: ['5串1'] }, /beyond the leg limit 4/],
    ['odds not a price', { ...e1, matches: [{ id: 'A', picks: [{ option: '3', odds: 'abc' }] }, e1.matches[1]], passes: ['2串1'] }, /not a price/],
    ['odds under 1', { ...e1, matches: [{ id: 'A', picks: [{ option: '3', odds: '0.95' }] }, e1.matches[1]], passes: ['2串1'] }, /not a price/],
    ['single without the flag', { ...e1, passes: ['单关'] }, /单关/],
  ])('%s: prints the problem and exits non-zero', (_name, plan, problem) => {
    const out = run(['summary'], JSON.stringify(plan));
    expect(out.status).toBe(1);
    expect(String(out.json.error)).toMatch(problem);
  });

  it('malformed JSON and unknown commands', () => {
    expect(run(['summary'], '{"game": ')).toMatchObject({ status: 1, json: { error: expect.stringMatching(/malformed JSON/) as unknown } });
    expect(run(['explode'], JSON.stringify(e1))).toMatchObject({ status: 1, json: { error: expect.stringMatching(/unknown command explode/) as unknown } });
  });
});
