import { AppError } from '../../platform/errors.ts';

/**
 * Items tied to a match (AI plans, predictions) are sold until its kick-off and no later: from
 * then the picks are being decided on the pitch. A pay call from a page opened before kick-off
 * gets this clear refusal rather than "no such item" with the raw id.
 */
export function refuseFromKickoff(kickoffAt: number, now: number): void {
  if (kickoffAt <= now) throw new AppError('conflict', 'salesClosed', {}, { kickoffAt, now });
}
