import { describe, expect, it } from 'vitest';
import { resolveLink, type LinkContext } from './resolve-link.ts';

const served = new Set(['/pages/tabBar/user', '/pages/user/xy', '/pages/tabBar/home']);
const tabs = new Set(['/pages/tabBar/home', '/pages/tabBar/score', '/pages/tabBar/user']);
const context: LinkContext = { isServed: (p) => served.has(p), isTab: (p) => tabs.has(p) };

describe('resolveLink', () => {
  it('switches to a served tab page', () => {
    expect(resolveLink('tab://link/pages/tabBar/user', context)).toEqual({ kind: 'tab', path: '/pages/tabBar/user' });
    expect(resolveLink('tab://linkpages/tabBar/home', context)).toEqual({ kind: 'tab', path: '/pages/tabBar/home' });
  });

  it('does nothing for a tab that is not served or not a tab', () => {
    expect(resolveLink('tab://link/pages/tabBar/score', context)).toEqual({ kind: 'none' });
    expect(resolveLink('tab://link/pages/user/xy', context)).toEqual({ kind: 'none' });
  });

  it('navigates to a served page and keeps its query', () => {
    expect(resolveLink('page://link/pages/user/xy?from=banner', context)).toEqual({
      kind: 'page',
      to: '/pages/user/xy?from=banner',
    });
    expect(resolveLink('page://link/pages/user/vip_page', context)).toEqual({ kind: 'none' });
  });

  it('opens https targets as web pages', () => {
    expect(resolveLink('https://link//news.example.com/a?b=1', context)).toEqual({
      kind: 'external',
      url: 'https://news.example.com/a?b=1',
    });
    expect(resolveLink('https://linkhttps://m.example.com/x', context)).toEqual({
      kind: 'external',
      url: 'https://m.example.com/x',
    });
  });

  it('does nothing for other types and malformed hrefs', () => {
    for (const href of ['mini://link/pages/x', 'javascript://link/alert(1)', 'tab://link', '', null, 'plain text', '://link/x']) {
      expect(resolveLink(href, context), String(href)).toEqual({ kind: 'none' });
    }
  });
});
