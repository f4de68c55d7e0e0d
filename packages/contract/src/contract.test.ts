import { describe, expect, it } from 'vitest';
import {
  appTokenMinute,
  callList,
  callPath,
  decodeFrame,
  encodeFrame,
  findCallByPath,
  hasPermission,
  hasRole,
  matchLocale,
  pickLocale,
  TOPIC_PATTERN,
} from './index.ts';

describe('call table', () => {
  it('has one call per path, case-insensitively', () => {
    const paths = callList.map((c) => callPath(c).toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds calls by path whatever the module casing', () => {
    expect(findCallByPath('/mobileuser/getUserInfo')?.name).toBe('getUserInfo');
    expect(findCallByPath('/MobileUser/nope')).toBeUndefined();
  });

  it('keeps the spec spelling of pinyin names', () => {
    expect(callList.map(callPath)).toEqual(
      expect.arrayContaining(['/MobileUser/xuDenLvToken', '/Sundry/zhuXiao', '/wechat/getGzhBindUrl', '/Sundry/uploadImg']),
    );
  });
});

describe('token-app minute', () => {
  it('formats China time whatever the zone of the caller', () => {
    expect(appTokenMinute(Date.UTC(2026, 10, 22, 1, 5, 59))).toBe('2026-11-22 09:05');
    expect(appTokenMinute(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01 00:00');
  });
});

describe('locales', () => {
  it.each([
    ['zh-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-Hant-HK', 'zh-Hant'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
    ['fr-FR', undefined],
  ])('matches %s to %s', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('honours Accept-Language weights and skips unsupported tags', () => {
    expect(pickLocale('fr;q=1, ja;q=0.8, en;q=0.5')).toBe('ja');
    expect(pickLocale('de')).toBeUndefined();
    expect(pickLocale(undefined)).toBeUndefined();
  });
});

describe('push frames', () => {
  it('splits on the first bar only', () => {
    expect(decodeFrame(encodeFrame('game', 'a|b'))).toEqual({ tag: 'game', data: 'a|b' });
  });

  it('rejects frames without a tag', () => {
    expect(decodeFrame('no bar')).toBeUndefined();
    expect(decodeFrame('|data')).toBeUndefined();
  });

  it('accepts only plain match and plan-notice topics', () => {
    expect(TOPIC_PATTERN.test('match:E0-2425-001')).toBe(true);
    expect(TOPIC_PATTERN.test('jh:Q2x_9-abcdefghijklmnopqr')).toBe(true);
    expect(TOPIC_PATTERN.test('match:1|game')).toBe(false);
    expect(TOPIC_PATTERN.test('jh:1|game')).toBe(false);
    expect(TOPIC_PATTERN.test('user:1')).toBe(false);
    expect(TOPIC_PATTERN.test('xjh:1')).toBe(false);
  });
});

describe('role and permission checks', () => {
  it('passes admin for every permission', () => {
    expect(hasPermission({ role: ['admin'], permission: [] }, 'anything')).toBe(true);
  });
  it('passes listed permissions and roles only', () => {
    expect(hasPermission({ role: ['user'], permission: ['news.edit'] }, 'news.edit')).toBe(true);
    expect(hasPermission({ role: ['user'], permission: [] }, 'news.edit')).toBe(false);
    expect(hasRole({ role: ['expert'] }, 'expert')).toBe(true);
    expect(hasRole({ role: ['user'] }, 'expert')).toBe(false);
  });
});
