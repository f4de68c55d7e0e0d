import { describe, expect, it } from 'vitest';
import { allResources } from './all-resources.ts';
import { loadTranslation, localeFile, mountFiles } from './resources.ts';

describe('lazy locale loading', () => {
  it('loads one locale with every namespace file found on disk, mounted as the eager bundle is', async () => {
    const ja = await loadTranslation('ja');
    expect(ja).toEqual(allResources.ja.translation);
    expect(Object.keys(ja)).toEqual(expect.arrayContaining(['scores', 'match', 'wallet']));
  });

  it('reads the locale and namespace from a file path', () => {
    expect(localeFile('../../locales/zh-Hant/ai-models.json')).toEqual(['zh-Hant', 'ai-models']);
    expect(localeFile('../../locales/en')).toBeNull();
  });

  it('puts translation.json at the top and every other file under its name, in any order', () => {
    expect(mountFiles([['scores', { live: 'Live' }], ['translation', { ok: 'OK' }]])).toEqual({ ok: 'OK', scores: { live: 'Live' } });
  });
});
