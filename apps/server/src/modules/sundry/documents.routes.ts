import { matchLocale, type Locale } from '@scoreline/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../plugins/http/locale.ts';
import { documents, type DocumentType, type LegalDocument } from './documents.content.ts';

/**
 * `GET /sundry/getZhaHtml/type/{appXieYi|privacy}`: the agreement and privacy policy as a small
 * self-contained HTML page in the caller's language (`?lang=` overrides the headers).
 */
export function registerDocumentRoutes(app: FastifyInstance): void {
  app.get<{ Params: { type: string }; Querystring: { lang?: string } }>('/sundry/getZhaHtml/type/:type', async (request, reply) => {
    const type = request.params.type;
    if (!isDocumentType(type)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(`unknown document type: ${type.slice(0, 40)}`);
    }
    const locale: Locale = (request.query.lang ? matchLocale(request.query.lang) : undefined) ?? localeOf(request);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderDocument(documents[type][locale], locale));
  });
}

function isDocumentType(type: string): type is DocumentType {
  return Object.hasOwn(documents, type);
}

function renderDocument(doc: LegalDocument, locale: Locale): string {
  const sections = doc.sections
    .map((s) => `<h2>${escapeHtml(s.heading)}</h2>${s.body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`)
    .join('');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(doc.title)}</title><style>body{font:15px/1.6 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#333;margin:0;padding:16px;background:#fff}h1{font-size:18px;margin:0 0 12px}h2{font-size:15px;margin:16px 0 4px;color:#cb3131}p{margin:0 0 8px}</style></head><body><h1>${escapeHtml(doc.title)}</h1>${sections}</body></html>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
