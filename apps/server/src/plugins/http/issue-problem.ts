import type { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

/**
 * The problem text of a zod issue whose schema gives no message of its own, in the house's
 * English (`phone is required`, not zod's `Invalid input: expected string, received undefined`).
 * Passed to `safeParse` as its error map, so a schema's own message always wins. Every text here
 * has a translation in `problem-phrases.ts`; the envelope renders it in the caller's language.
 *
 * @example problemOfIssue({ code: 'invalid_type', expected: 'string', input: undefined }) // 'is required'
 */
export function problemOfIssue(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : typeProblem(issue.expected);
    case 'too_small':
      return sizeProblem('small', issue.origin, Number(issue.minimum), issue.inclusive ?? true, issue.exact === true);
    case 'too_big':
      return sizeProblem('big', issue.origin, Number(issue.maximum), issue.inclusive ?? true, issue.exact === true);
    case 'invalid_format':
      return formatProblem(issue);
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return choiceProblem(issue.values);
    case 'invalid_union':
      return 'options' in issue && Array.isArray(issue.options) && issue.options.length > 0
        ? choiceProblem(issue.options)
        : 'matches none of the allowed forms';
    case 'invalid_key':
      return 'is not an allowed key';
    case 'invalid_element':
      return 'has an invalid item';
    default:
      return 'is invalid';
  }
}

const TYPE_PROBLEMS: Partial<Record<string, string>> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  tuple: 'must be a list',
  object: 'must be an object',
  record: 'must be an object',
  date: 'must be a date',
  null: 'must be null',
};

function typeProblem(expected: string): string {
  return TYPE_PROBLEMS[expected] ?? 'has the wrong type';
}

function sizeProblem(side: 'small' | 'big', origin: string, limit: number, inclusive: boolean, exact: boolean): string {
  if (origin === 'string') {
    if (exact) return `must be exactly ${limit} characters`;
    if (side === 'small') return limit <= 1 ? 'must not be empty' : `must be at least ${inclusive ? limit : limit + 1} characters`;
    return `must be at most ${inclusive ? limit : limit - 1} characters`;
  }
  if (origin === 'array' || origin === 'set') {
    if (exact) return `must have exactly ${limit} items`;
    if (side === 'small') return limit <= 1 ? 'must not be empty' : `must have at least ${inclusive ? limit : limit + 1} items`;
    return `must have at most ${inclusive ? limit : limit - 1} items`;
  }
  if (origin === 'number' || origin === 'bigint' || origin === 'int') {
    if (side === 'small') return inclusive ? `must be at least ${limit}` : `must be more than ${limit}`;
    return inclusive ? `must be at most ${limit}` : `must be less than ${limit}`;
  }
  return side === 'small' ? 'is too small' : 'is too large';
}

const FORMAT_PROBLEMS: Partial<Record<string, string>> = {
  email: 'must be an e-mail address',
  url: 'must be a URL',
  uuid: 'must be a UUID',
  guid: 'must be a UUID',
  datetime: 'must be a date and time (ISO 8601)',
  date: 'must be a date YYYY-MM-DD',
  time: 'must be a time HH:MM:SS',
};

function formatProblem(issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  if ('prefix' in issue && issue.format === 'starts_with') return `must start with ${String(issue.prefix)}`;
  if ('suffix' in issue && issue.format === 'ends_with') return `must end with ${String(issue.suffix)}`;
  if ('includes' in issue && issue.format === 'includes') return `must contain ${String(issue.includes)}`;
  return FORMAT_PROBLEMS[issue.format] ?? 'has the wrong format';
}

function choiceProblem(values: readonly unknown[]): string {
  const shown = values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v)));
  return shown.length === 1 ? `must equal ${shown[0] ?? ''}` : `must be one of: ${shown.join(', ')}`;
}
