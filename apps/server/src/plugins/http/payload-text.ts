/**
 * Text no call can store or compare: a NUL character (PostgreSQL refuses it in text) or half of
 * a UTF-16 surrogate pair (not encodable as UTF-8). JSON lets a client send both (`"\u0000"`,
 * `"\ud800"`), and before this check they reached the database and came back as a 500.
 */
export interface TextProblem {
  /** Where in the payload, as the validation message names a field (`items.2.title`). */
  field: string;
  problem: string;
}

export const NUL_PROBLEM = 'must not contain a NUL character';
export const SURROGATE_PROBLEM = 'must not contain an unpaired UTF-16 surrogate';

/**
 * The first string (value or key) in a parsed JSON payload that no call may accept, or undefined.
 * Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 *
 * @example findTextProblem({ ref: '\u0000' }) // { field: 'ref', problem: 'must not contain a NUL character' }
 */
export function findTextProblem(payload: unknown): TextProblem | undefined {
  const stack: Array<{ value: unknown; path: readonly (string | number)[] }> = [{ value: payload, path: [] }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: fieldName(path), problem };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i] as unknown, path: [...path, i] });
    } else if (typeof value === 'object' && value !== null) {
      const keys = Object.keys(value);
      for (const key of keys) {
        const problem = textProblem(key);
        // The key itself is the bad text: name its object, not the unprintable key.
        if (problem) return { field: fieldName(path), problem };
      }
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        stack.push({ value: (value as Record<string, unknown>)[key], path: [...path, key] });
      }
    }
  }
  return undefined;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_PROBLEM;
  return LONE_SURROGATE.test(text) ? SURROGATE_PROBLEM : undefined;
}

function fieldName(path: readonly (string | number)[]): string {
  return path.length > 0 ? path.join('.') : 'payload';
}
