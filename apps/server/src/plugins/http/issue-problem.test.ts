import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { formatMessage } from '../../platform/messages.ts';
import { findProblemText } from '../../platform/problem-texts.ts';
import { parsePayload } from './validation.ts';

/** The validation error a payload gets: its English problem and its Simplified Chinese message. */
function refusal(schema: z.ZodType, body: unknown): { problem: string; zh: string } {
  try {
    parsePayload(schema, body);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const problem = error.params.problem;
    if (typeof problem !== 'string') throw new Error('a validation error without a problem text');
    return { problem, zh: formatMessage('validation', 'zh-Hans', error.params) };
  }
  throw new Error('the payload passed');
}

describe('problems of zod issues without a message of their own', () => {
  it('names a missing field as required, and a wrong type by what is expected', () => {
    expect(refusal(z.object({ phone: z.string() }), {})).toEqual({ problem: 'is required', zh: '参数错误：phone 为必填项' });
    expect(refusal(z.object({ phone: z.string() }), { phone: 1 })).toEqual({ problem: 'must be text', zh: '参数错误：phone 须为文本' });
    expect(refusal(z.object({ n: z.number() }), { n: 'x' })).toEqual({ problem: 'must be a number', zh: '参数错误：n 须为数字' });
    expect(refusal(z.object({ n: z.int() }), { n: 1.5 }).zh).toBe('参数错误：n 须为整数');
    expect(refusal(z.object({ on: z.boolean() }), { on: 1 }).zh).toBe('参数错误：on 须为 true 或 false');
    expect(refusal(z.object({ ids: z.array(z.string()) }), { ids: 'a' }).zh).toBe('参数错误：ids 须为列表');
  });

  it('gives sizes by what is measured: characters, a number or items', () => {
    expect(refusal(z.object({ s: z.string().min(1) }), { s: '' }).zh).toBe('参数错误：s 不能为空');
    expect(refusal(z.object({ s: z.string().min(2).max(16) }), { s: 'a' }).zh).toBe('参数错误：s 不能少于 2 个字符');
    expect(refusal(z.object({ s: z.string().max(16) }), { s: 'a'.repeat(17) }).zh).toBe('参数错误：s 不能超过 16 个字符');
    expect(refusal(z.object({ s: z.string().length(6) }), { s: 'a' }).zh).toBe('参数错误：s 须为 6 个字符');
    expect(refusal(z.object({ n: z.number().max(1000) }), { n: 1001 })).toEqual({ problem: 'must be at most 1000', zh: '参数错误：n 不能大于 1000' });
    expect(refusal(z.object({ n: z.number().min(1) }), { n: 0 }).zh).toBe('参数错误：n 不能小于 1');
    expect(refusal(z.object({ n: z.number().positive() }), { n: 0 }).zh).toBe('参数错误：n 须大于 0');
    expect(refusal(z.object({ n: z.number().lt(5) }), { n: 5 }).zh).toBe('参数错误：n 须小于 5');
    expect(refusal(z.object({ n: z.number().multipleOf(2) }), { n: 3 }).zh).toBe('参数错误：n 须为 2 的倍数');
    expect(refusal(z.object({ a: z.array(z.number()).min(2) }), { a: [1] }).zh).toBe('参数错误：a 至少须有 2 项');
    expect(refusal(z.object({ a: z.array(z.number()).max(3) }), { a: [1, 2, 3, 4] }).zh).toBe('参数错误：a 最多 3 项');
    expect(refusal(z.object({ a: z.array(z.number()).nonempty() }), { a: [] }).zh).toBe('参数错误：a 不能为空');
  });

  it('names formats, choices, unknown fields and unmatched unions', () => {
    expect(refusal(z.object({ d: z.iso.date() }), { d: '1 May' }).zh).toBe('参数错误：d 须为日期（YYYY-MM-DD）');
    expect(refusal(z.object({ m: z.email() }), { m: 'x' }).zh).toBe('参数错误：m 须为电子邮箱地址');
    expect(refusal(z.object({ s: z.string().regex(/^\d+$/) }), { s: 'x' }).zh).toBe('参数错误：s 格式不正确');
    expect(refusal(z.object({ s: z.string().startsWith('SL') }), { s: 'x' }).zh).toBe('参数错误：s 须以 SL 开头');
    expect(refusal(z.object({ g: z.enum(['jczq', 'jclq']) }), { g: 'x' })).toEqual({ problem: 'must be one of: jczq, jclq', zh: '参数错误：g 须为以下之一：jczq, jclq' });
    expect(refusal(z.object({ v: z.literal(3) }), { v: 1 }).zh).toBe('参数错误：v 须为 3');
    expect(refusal(z.strictObject({ a: z.number() }), { a: 1, b: 2, c: 3 }).zh).toBe('参数错误：payload 含有未知字段：b, c');
    expect(refusal(z.object({ u: z.union([z.number(), z.boolean()]) }), { u: 'x' }).zh).toBe('参数错误：u 不符合任何允许的格式');
    const kinds = z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]);
    expect(refusal(kinds, { kind: 'c' }).zh).toBe('参数错误：kind 须为以下之一：a, b');
    expect(refusal(z.object({ r: z.record(z.string().min(2), z.number()) }), { r: { b: 1 } }).zh).toBe('参数错误：r.b 不是允许的键名');
    expect(refusal(z.object({ x: z.string().refine(() => false) }), { x: 'x' }).zh).toBe('参数错误：x 无效');
  });

  it('keeps a schema’s own message, which wins over the house text', () => {
    expect(refusal(z.object({ n: z.string().min(2, 'must be 2 to 16 characters') }), { n: 'a' })).toEqual({ problem: 'must be 2 to 16 characters', zh: '参数错误：n 须为 2 至 16 个字符' });
  });

  it('has a text in every language for each house phrase', () => {
    const phrases = ['is required', 'must be text', 'has the wrong type', 'is too small', 'is too large', 'has an invalid item', 'must be a URL', 'must be a UUID', 'must be a date and time (ISO 8601)', 'must be a time HH:MM:SS', 'must end with x', 'must contain x', 'must have exactly 2 items', 'must be an object', 'must be null', 'must be a date', 'must equal true'];
    for (const p of phrases) for (const l of ['zh-Hans', 'zh-Hant', 'ja'] as const) expect(findProblemText(p, l), `${p} (${l})`).toBeDefined();
  });
});
