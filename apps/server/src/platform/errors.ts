import type { StatusName } from '@scoreline/contract';
import type { MessageKey, MessageParams } from './messages.ts';

/**
 * The one error type services throw. The error handler turns it into the envelope with `msg`
 * rendered in the caller's locale; `params` fill the message, `details` are logged only.
 */
export class AppError extends Error {
  constructor(
    readonly status: StatusName,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly details?: unknown,
  ) {
    super(`${status}: ${messageKey}`);
    this.name = 'AppError';
  }
}
