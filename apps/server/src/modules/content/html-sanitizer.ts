import { MAX_ARTICLE_HTML } from '@scoreline/contract';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../platform/errors.ts';

/**
 * The allow-list every saved article, help answer and page goes through: text structure, links
 * and images only. Scripts, styles, frames, forms and event handlers are dropped; links may be
 * https or the app's own `tab://link…` / `page://link…`; images only from our upload path, so
 * every picture went through the upload's type check and re-encoding.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], p: ['data-fact'] },
  allowedSchemes: ['https', 'tab', 'page'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Drop the text inside these as well, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isUploadPath(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
  },
};

const UPLOAD_PATH = /^\/uploads\/[\w-]+\.webp$/;

function isUploadPath(src: string | undefined): boolean {
  return src !== undefined && UPLOAD_PATH.test(src);
}

/**
 * Cleans editor HTML. Input over the size limit is refused (not truncated: a cut could leave
 * half an article published); `field` names the payload field in the error.
 *
 * @example sanitizeArticleHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizeArticleHtml(html: string, field = 'html'): string {
  if (html.length > MAX_ARTICLE_HTML) {
    throw new AppError('validation', 'validation', { field, problem: `must be at most ${MAX_ARTICLE_HTML} characters` });
  }
  return sanitizeHtml(html, OPTIONS).trim();
}
