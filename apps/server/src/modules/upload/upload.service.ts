import { createHash, randomBytes } from 'node:crypto';
import { MAX_UPLOAD_BYTES, type UploadedImage } from '@scoreline/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../plugins/db/database.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireIdentity } from '../account/account.service.ts';
import { checkImage, MAX_INPUT_PIXELS, reencodeImage, sniffImage, type ImageProblem } from './image.ts';
import { insertUpload } from './upload.repo.ts';

/**
 * Images are stored in the database, not on a node's disk, so any node serves any image and a
 * node can be replaced without losing uploads.
 */
export class UploadService {
  constructor(private readonly db: Db) {}

  async uploadImage(request: FastifyRequest, ctx: CallContext): Promise<UploadedImage> {
    const { userId } = requireIdentity(ctx);
    const input = await readImageField(request);
    if (!sniffImage(input)) throw new AppError('validation', 'uploadType');
    const problem = await checkImage(input);
    if (problem) throw problemError(problem);
    const image = await reencodeImage(input).catch((error: unknown) => {
      ctx.log.warn({ err: (error as Error).message }, 'image could not be decoded');
      throw new AppError('validation', 'uploadUnreadable');
    });
    const id = randomBytes(16).toString('base64url');
    const sha256 = createHash('sha256').update(image.data).digest('hex');
    await insertUpload(this.db, { id, userId, mime: 'image/webp', width: image.width, height: image.height, data: image.data, sha256 });
    return { url: `/uploads/${id}.webp`, width: image.width, height: image.height, bytes: image.data.length };
  }
}

/** A PNG, JPEG or WebP that still cannot be stored: say why, not "wrong type". */
function problemError(problem: ImageProblem): AppError {
  if (problem.kind === 'unreadable') return new AppError('validation', 'uploadUnreadable');
  const megapixels = MAX_INPUT_PIXELS / 1_000_000;
  return new AppError('validation', 'uploadTooManyPixels', { width: problem.width, height: problem.height, megapixels });
}

async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('validation', 'uploadMissing');
  try {
    return await readImagePart(request);
  } catch (error) {
    throw error instanceof AppError ? error : malformedForm(error);
  }
}

/**
 * The multipart parser's own failures (no boundary, a body cut short, a broken part header) are
 * plain errors without a status: they are the client's form, not the server, so a 400 naming it.
 */
function malformedForm(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('validation', 'validation', { field: 'img', problem: MALFORMED_FORM }, { problem: (error as Error).message });
}

const MALFORMED_FORM = 'must be sent in a well-formed multipart/form-data body';

async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  const tooLarge = () => new AppError('payloadTooLarge', 'uploadTooLarge', { limit: `${MAX_UPLOAD_BYTES / 1024 / 1024} MB` });
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'img') {
      part.file.resume();
      continue;
    }
    try {
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      return buffer;
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
  }
  throw new AppError('validation', 'uploadMissing');
}
