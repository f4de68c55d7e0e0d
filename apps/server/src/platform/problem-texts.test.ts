import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as contract from '@scoreline/contract';
import { LOTTERY_PROBLEMS, LotteryInputError, type LotteryProblemCode } from '@scoreline/lottery';
import { describe, expect, it } from 'vitest';
import { problemPhrases } from './problem-phrases.ts';
import { findProblemText, localiseProblem } from './problem-texts.ts';
import { gameNames, lotteryProblemIn, lotteryProblemTexts } from '../modules/lottery-plans/lottery-plans.problems.ts';

const translated = ['zh-Hans', 'zh-Hant', 'ja'] as const;
const root = join(import.meta.dirname, '../../../..');

/** The locales in which a problem has no text. */
const missingIn = (problem: string) => translated.filter((l) => findProblemText(problem, l) === undefined);

// --- The contract's messages, read from the exported schemas themselves -------------------------

interface ZodInternals {
  def: Record<string, unknown> & { error?: unknown; checks?: unknown[]; getter?: () => unknown };
}
const internalsOf = (value: unknown): ZodInternals | undefined =>
  typeof value === 'object' && value !== null && '_zod' in value ? (value as { _zod: ZodInternals })._zod : undefined;

// An error given as a function may depend on the input (a missing value is "is required").
const PROBE_ISSUES = [{ code: 'invalid_type', input: undefined }, { code: 'invalid_type', input: 'x' }];

function messagesOf(error: unknown): string[] {
  if (typeof error !== 'function') return [];
  return PROBE_ISSUES.map((issue) => {
    const made: unknown = (error as (i: unknown) => unknown)(issue);
    return typeof made === 'string' ? made : ((made as { message?: string } | undefined)?.message ?? '');
  }).filter((m) => m !== '');
}

/** Every message a schema reachable from `value` (calls, shapes, options, checks) can give. */
function collectMessages(value: unknown, found = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  const zod = internalsOf(value);
  const children = zod ? Object.values(zod.def) : Array.isArray(value) ? value : Object.values(value);
  if (zod) {
    for (const m of messagesOf(zod.def.error)) found.add(m);
    for (const check of zod.def.checks ?? []) for (const m of messagesOf(internalsOf(check)?.def.error)) found.add(m);
    if (typeof zod.def.getter === 'function') children.push(zod.def.getter());
  }
  for (const child of children) collectMessages(child, found, seen);
  return found;
}

// --- String literals in source files -------------------------------------------------------------

const LITERAL = String.raw`('(?:\\.|[^'\\])*'|\`(?:\\.|[^\`\\])*\`)`;

/** The text of a quoted literal; `${…}` in a template becomes a sample number. */
function literalText(quoted: string): string {
  return quoted.slice(1, -1).replace(/\$\{[^}]*\}/g, '7').replace(/\\(.)/g, '$1');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(dir, f));
}

function literalsAfter(prefix: string, dir: string): string[] {
  const pattern = new RegExp(prefix + LITERAL, 'g');
  return sourceFiles(dir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => literalText(m[1] ?? '')));
}

describe('problem texts', () => {
  it('has every message of the contract’s schemas in zh-Hans, zh-Hant and ja', () => {
    const messages = [...collectMessages(contract)];
    // Messages a superRefine adds at run time are not on any schema: read them from the source.
    const added = literalsAfter(String.raw`addIssue\(\{[^}]*?message:\s*`, join(root, 'packages/contract/src'));
    expect(messages.length).toBeGreaterThan(80);
    expect(messages).toContain('must be an 11-digit mainland mobile number');
    expect(added).toContain('must be at least the base stake');
    const untranslated = [...messages, ...added].filter((m) => missingIn(m).length > 0);
    expect(untranslated).toEqual([]);
  });

  it('has every problem the server throws itself in zh-Hans, zh-Hant and ja', () => {
    const serverSource = join(root, 'apps/server/src');
    // `AppError(status, 'validation', { field, problem: '…' })` and the lottery plans' `invalid(field, '…')`.
    const problems = [...literalsAfter(String.raw`'validation',\s*\{[^}]*?\bproblem:\s*`, serverSource), ...literalsAfter(String.raw`\binvalid\([^,()]+,\s*`, serverSource)];
    expect(problems.length).toBeGreaterThan(20);
    expect(problems).toContain('says 7 bets costing 7 yuan, but the plan has 7 bets costing 7 yuan');
    expect(problems.filter((p) => missingIn(p).length > 0)).toEqual([]);
  });

  it('has every problem of the lottery package in zh-Hans, zh-Hant and ja, worded as the web words it', () => {
    const codes = Object.keys(LOTTERY_PROBLEMS) as LotteryProblemCode[];
    expect(codes.length).toBeGreaterThan(90);
    expect(Object.keys(lotteryProblemTexts).sort()).toEqual([...codes].sort());
    const names = (text: string, open = '{', close = '}') => [...text.matchAll(new RegExp(`${open}(\\w+)${close}`, 'g'))].map((m) => m[1]).sort();
    const web = (locale: string) => {
      const file = JSON.parse(readFileSync(join(root, `apps/web/src/locales/${locale}/lottery.json`), 'utf8')) as { errors: Record<string, string>; game: Record<string, string> };
      return file;
    };
    for (const code of codes) {
      expect(web('en').errors[code], code).toBe(LOTTERY_PROBLEMS[code].replace(/\{(\w+)\}/g, '{{$1}}'));
      for (const l of translated) {
        const text: string = lotteryProblemTexts[code][l];
        expect(names(text), `${code} (${l})`).toEqual(names(LOTTERY_PROBLEMS[code]));
        expect(text.replace(/\{\w+\}/g, ''), `${code} (${l})`).not.toMatch(/\b(must|is|are|be|the|or|and|at|most|least|needs?|has|plan|match)\b/);
        expect(web(l).errors[code], `${code} (${l}) on the web`).toBe(text.replace(/\{(\w+)\}/g, '{{$1}}'));
      }
    }
    for (const l of translated) for (const [game, name] of Object.entries(gameNames)) expect(web(l).game[game], `${game} (${l})`).toBe(name[l]);
  });

  it('renders a lottery problem from its code and params, the game by its name', () => {
    const tooFew = new LotteryInputError('passTooFewMatches', { pass: '3串1', legs: 3, matches: 2 });
    expect(lotteryProblemIn(tooFew, 'zh-Hans')).toBe('3串1 需要至少 3 场比赛，方案只有 2 场');
    expect(lotteryProblemIn(tooFew, 'en')).toBe('pass type 3串1 needs 3 matches, the plan has 2');
    const pool = new LotteryInputError('poolPasses', { game: 'sfc' });
    expect(lotteryProblemIn(pool, 'zh-Hant')).toBe('勝負彩方案沒有過關方式');
    expect(lotteryProblemIn(pool, 'ja')).toBe('14試合のプランに組み合わせ方式はありません');
    expect(lotteryProblemIn(pool, 'en')).toBe('sfc plans have no passes');
  });

  it('keeps every placeholder of a template in each translation', () => {
    for (const [english, texts] of Object.entries(problemPhrases)) {
      const placeholders = (english.match(/\{[#*]?\w+\}/g) ?? []).sort();
      for (const l of translated) expect((texts[l].match(/\{[#*]?\w+\}/g) ?? []).sort(), `${english} (${l})`).toEqual(placeholders);
    }
  });

  it('writes the Chinese and Japanese texts without English words beyond names and codes', () => {
    for (const [english, texts] of Object.entries(problemPhrases)) {
      for (const l of translated) expect(texts[l], `${english} (${l})`).not.toMatch(/\b(must|is|are|be|the|or|and|at|most|least)\b/);
    }
  });

  it('carries numbers, ranges and names over into the locale’s text', () => {
    expect(localiseProblem('must be 2 to 16 characters', 'zh-Hans')).toBe('须为 2 至 16 个字符');
    expect(localiseProblem('must be at most 1000', 'zh-Hans')).toBe('不能大于 1000');
    expect(localiseProblem('must be at least 1.1', 'zh-Hant')).toBe('不能小於 1.1');
    expect(localiseProblem('must be 2 to 16 characters', 'ja')).toBe('は 2〜16 文字にしてください');
    expect(localiseProblem('must be sfc or rjiu for this record family', 'zh-Hans')).toBe('在此类记录中须为 sfc 或 rjiu');
    expect(localiseProblem('must be jczq for this record family', 'zh-Hans')).toBe('在此类记录中须为 jczq');
    expect(localiseProblem('says 4 bets costing 8.00 yuan, but the plan has 2 bets costing 4.00 yuan', 'zh-Hans'))
      .toBe('为 4 注 8.00 元，但方案实际为 2 注 4.00 元');
    expect(localiseProblem('x-gzip, br is not supported; send the body uncompressed', 'zh-Hans')).toBe('不支持 x-gzip, br，请发送未压缩的内容');
    expect(localiseProblem('must be a date YYYY-MM-DD', 'zh-Hans')).toBe('须为日期（YYYY-MM-DD）');
  });

  it('leaves English as it is and falls back to it for a phrase it does not know', () => {
    expect(localiseProblem('must be 2 to 16 characters', 'en')).toBe('must be 2 to 16 characters');
    expect(localiseProblem('is somehow off', 'zh-Hans')).toBe('is somehow off');
    expect(findProblemText('is somehow off', 'ja')).toBeUndefined();
    // A template's number placeholder takes numbers only, so words do not slip through half-translated.
    expect(findProblemText('must be at most a few', 'zh-Hans')).toBeUndefined();
  });
});
