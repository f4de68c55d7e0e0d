import type { FastifyInstance } from 'fastify';
import type { Db } from '../../plugins/db/database.ts';
import type { HandlerMap } from '../../platform/context.ts';
import { findUpload } from './upload.repo.ts';
import type { UploadService } from './upload.service.ts';

export function uploadHandlers(uploads: UploadService): HandlerMap<'uploadImage'> {
  return {
    uploadImage: (_p, ctx, request) => {
      // Multipart calls are always routed through Fastify, which parses the parts.
      if (!request.fastify) throw new Error('uploadImg reached the JSON fast path');
      return uploads.uploadImage(request.fastify, ctx);
    },
  };
}

/** `GET /uploads/{id}.webp`: content-addressed by a random id, so it can be cached forever. */
export function registerUploadRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>('/uploads/:file', async (request, reply) => {
    const id = /^([A-Za-z0-9_-]{10,64})\.webp$/.exec(request.params.file)?.[1];
    const upload = id ? await findUpload(db, id) : undefined;
    if (!upload) return reply.code(404).type('text/plain; charset=utf-8').send('not found');
    return reply
      .type(upload.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${upload.sha256}"`)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(upload.data));
  });
}
