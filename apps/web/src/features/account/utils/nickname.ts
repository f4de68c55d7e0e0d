import { accountCalls } from '@scoreline/contract';

export type NicknameProblem = 'length' | 'characters';

const MIN = 2;
const MAX = 16;

/**
 * Checks a nickname against the contract's rule (2–16 characters after trimming, none of
 * < > " ' & \ / or control characters); null when it is fine.
 *
 * @example nicknameProblem('球') // 'length'
 */
export function nicknameProblem(nickname: string): NicknameProblem | null {
  const trimmed = nickname.trim();
  if (trimmed.length < MIN || trimmed.length > MAX) return 'length';
  // The contract's schema decides; the length check above only picks the message.
  return accountCalls.changeProfile.payload.safeParse({ nickname: trimmed }).success ? null : 'characters';
}
