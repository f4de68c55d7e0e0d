import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { displayName } from './display-name.ts';
import { nicknameProblem } from './nickname.ts';
import { isVisitorId, makeVisitorId } from './visitor-id.ts';
import { readOAuthReturn, wechatAuthorizeUrl } from './wechat.ts';

describe('makeVisitorId', () => {
  it('is yx1k plus the MD5 of randomness and time, which the contract accepts', () => {
    const id = makeVisitorId(() => 'abc', () => 123);
    expect(id).toBe('yx1ke99a18c428cb38d5f260853678922e03'); // md5('abc123')
    expect(id).toMatch(/^yx1k[0-9a-f]{32}$/);
    expect(isVisitorId(id)).toBe(true);
    expect(makeVisitorId()).not.toBe(makeVisitorId());
  });

  it('rejects other ids', () => {
    expect(isVisitorId(null)).toBe(false);
    expect(isVisitorId('yx1kXYZ')).toBe(false);
  });
});

describe('nicknameProblem', () => {
  it.each([
    ['球迷', null],
    ['  老球迷  ', null],
    ['Messi10', null],
    ['球', 'length'],
    ['a'.repeat(17), 'length'],
    ['   a   ', 'length'],
    ['<b>bold</b>', 'characters'],
    ['a/b', 'characters'],
    ['tab\there', 'characters'],
  ] as const)('%j → %s', (nickname, problem) => {
    expect(nicknameProblem(nickname)).toBe(problem);
  });
});

describe('WeChat OAuth', () => {
  it('builds the authorize URL with the login page as the redirect', () => {
    const url = wechatAuthorizeUrl('wx123', 'https://m.example.com/#/pages/user/login', 'login');
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123' +
        '&redirect_uri=https%3A%2F%2Fm.example.com%2F%23%2Fpages%2Fuser%2Flogin' +
        '&response_type=code&scope=snsapi_userinfo&state=login#wechat_redirect',
    );
  });

  it('finds the code WeChat puts before the hash or in the hash query', () => {
    expect(readOAuthReturn('?code=abc&state=login', '')).toEqual({ code: 'abc', state: 'login' });
    expect(readOAuthReturn('', '?code=def&state=bind')).toEqual({ code: 'def', state: 'bind' });
    expect(readOAuthReturn('', '')).toBeNull();
  });
});

describe('displayName', () => {
  const visitor = { kind: 'visitor', uid: '1234', nickname: '游客9F3A' } as const;
  it.each([
    ['zh-Hans', '游客1234'],
    ['zh-Hant', '訪客1234'],
    ['en', 'Visitor 1234'],
    ['ja', 'ゲスト1234'],
  ] as const)('names a visitor from the uid in %s', (locale, name) => {
    expect(displayName(visitor, i18n.getFixedT(locale))).toBe(name);
  });

  it('keeps a registered user\'s nickname', () => {
    expect(displayName({ kind: 'user', uid: '7', nickname: '老球迷' }, i18n.getFixedT('en'))).toBe('老球迷');
  });
});
