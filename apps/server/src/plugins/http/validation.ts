import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import { problemOfIssue } from './issue-problem.ts';
import { findTextProblem } from './payload-text.ts';

/**
 * Parses a payload against its schema; the first problem becomes a message naming the field
 * (e.g. `phone must be an 11-digit mainland mobile number`). Nothing runs before this passes.
 * The problem stays English here; the envelope renders it in the caller's language.
 */
export function parsePayload<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // Once for every call: text the database cannot hold is refused before any schema or handler.
  const bad = findTextProblem(body);
  if (bad) throw new AppError('validation', 'validation', { field: bad.field, problem: bad.problem });
  const result = schema.safeParse(body ?? {}, { error: problemOfIssue });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'payload';
  throw new AppError('validation', 'validation', { field, problem: issue?.message ?? 'is invalid' }, result.error.issues);
}
