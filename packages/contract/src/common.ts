import { z } from 'zod';

/** An empty payload; unknown keys are ignored so old clients keep working. */
export const emptyPayload = z.object({});

/** A mainland China mobile number. */
export const phoneNumber = z.string().regex(/^1[3-9]\d{9}$/, 'must be an 11-digit mainland mobile number');

/** The visitor id the client makes once: `yx1k` + an MD5 hex digest. */
export const VISITOR_UUID_PATTERN = /^yx1k[0-9a-f]{32}$/;
export const visitorUuid = z.string().regex(VISITOR_UUID_PATTERN, 'must be yx1k followed by 32 hex digits');

/** An acknowledgement for calls that only record something. */
export const ack = z.object({ ok: z.literal(true) });

/** The last millisecond of the year 9999 (UTC): a later time is no date a database or a person means. */
export const MAX_EPOCH_MS = 253_402_300_799_999;

/** Milliseconds since the epoch, up to the end of the year 9999. */
export const epochMs = z.number().int().nonnegative().max(MAX_EPOCH_MS, 'must be a time before the year 10000');
