/** What tapping a message link does (spec section 4, link handling). */
export type LinkAction =
  | { kind: 'tab'; path: string }
  | { kind: 'page'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'none' };

export interface LinkContext {
  /** Whether the app serves a route path (no query). */
  isServed: (path: string) => boolean;
  /** Whether a path is one of the five tab pages. */
  isTab: (path: string) => boolean;
}

const MARKER = '://link';

/**
 * Reads an href of the form `{type}://link{target}`: `tab` switches to a tab page, `page` opens
 * an app page (with its query), `https` opens a web page; any other type, a malformed href, or
 * a page the app does not serve does nothing.
 *
 * @example
 * resolveLink('tab://link/pages/tabBar/user', ctx) // { kind: 'tab', path: '/pages/tabBar/user' }
 * resolveLink('https://link//news.example.com/a', ctx) // { kind: 'external', url: 'https://news.example.com/a' }
 */
export function resolveLink(href: string | null | undefined, context: LinkContext): LinkAction {
  const none: LinkAction = { kind: 'none' };
  if (!href) return none;
  const at = href.indexOf(MARKER);
  if (at <= 0) return none;
  const type = href.slice(0, at);
  const target = href.slice(at + MARKER.length).trim();
  if (target === '') return none;
  switch (type) {
    case 'tab': {
      const path = withSlash(target.split('?')[0] ?? '');
      return context.isTab(path) && context.isServed(path) ? { kind: 'tab', path } : none;
    }
    case 'page': {
      const to = withSlash(target);
      return context.isServed(to.split('?')[0] ?? '') ? { kind: 'page', to } : none;
    }
    case 'https': {
      const url = toHttpsUrl(target);
      return url ? { kind: 'external', url } : none;
    }
    default:
      return none;
  }
}

function withSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function toHttpsUrl(target: string): string | null {
  const candidate = /^https?:\/\//.test(target) ? target : `https://${target.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
