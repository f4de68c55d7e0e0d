import { describe, expect, it } from 'vitest';
import { detectLocale, isLocale } from './locale.ts';

describe('detectLocale', () => {
  it('keeps a stored choice', () => {
    expect(detectLocale('ja', ['zh-CN'])).toBe('ja');
  });

  it('ignores a stored value that is not a locale', () => {
    expect(detectLocale('klingon', ['zh-HK'])).toBe('zh-Hant');
  });

  it('uses the first supported browser language', () => {
    expect(detectLocale(null, ['fr-FR', 'de', 'zh-CN', 'en'])).toBe('zh-Hans');
  });

  it('falls back to English', () => {
    expect(detectLocale(null, ['fr-FR', 'ko'])).toBe('en');
    expect(detectLocale(null, [])).toBe('en');
  });
});

describe('isLocale', () => {
  it('accepts exactly the four locales', () => {
    expect(['zh-Hans', 'zh-Hant', 'en', 'ja'].every(isLocale)).toBe(true);
    expect(isLocale('zh-CN')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});
