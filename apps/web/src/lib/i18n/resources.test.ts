import { describe, expect, it } from 'vitest';
import { allResources } from './all-resources.ts';
import { loadNamespace, loadTranslation, localeFile, mountFiles } from './resources.ts';
import { textChunkName } from './text-chunks.ts';

describe('lazy locale loading', () => {
  it('loads one locale with every namespace file found on disk, mounted as the eager bundle is', async () => {
    const ja = await loadTranslation('ja');
    expect(ja).toEqual(allResources.ja.translation);
    expect(Object.keys(ja)).toEqual(expect.arrayContaining(['scores', 'match', 'wallet']));
  });

  it('loads one file of one locale on its own, mounted where the whole tree has it', async () => {
    expect(await loadNamespace('zh-Hant', 'match')).toEqual({ match: allResources['zh-Hant'].translation.match });
    const platform = await loadNamespace('en', 'translation');
    expect(platform).not.toHaveProperty('scores');
    expect(platform).toMatchObject({ tabs: allResources.en.translation.tabs });
  });

  it('puts the first screen\'s texts in one chunk per language and every other feature in its own', () => {
    expect(textChunkName('ja', 'translation')).toBe('locale-ja');
    expect(textChunkName('ja', 'scores')).toBe('locale-ja');
    expect(textChunkName('ja', 'match')).toBe('texts-ja-match');
  });

  it('reads the locale and namespace from a file path', () => {
    expect(localeFile('../../locales/zh-Hant/ai-models.json')).toEqual(['zh-Hant', 'ai-models']);
    expect(localeFile('../../locales/en')).toBeNull();
  });

  it('puts translation.json at the top and every other file under its name, in any order', () => {
    expect(mountFiles([['scores', { live: 'Live' }], ['translation', { ok: 'OK' }]])).toEqual({ ok: 'OK', scores: { live: 'Live' } });
  });
});
