import { describe, expect, it } from 'vitest';
import { allResources as resources } from '../lib/i18n/all-resources.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(
  Object.entries(resources).map(([locale, { translation }]) => [locale, flatten(translation)]),
) as Record<keyof typeof resources, Map<string, string>>;

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// Characters that only exist in Simplified Chinese; none may appear in the Traditional file.
const SIMPLIFIED_ONLY = '个设录昵网络载请为这们时说后发体号码绑户协议隐页数据专账证验获输择语简线间页关闭复删态务检测机连贵单双让开结会员帐选项览访实记级导动将备视图传达讯标题条务';

describe('locale files', () => {
  const reference = [...flat.en.keys()].sort();

  it.each(['zh-Hans', 'zh-Hant', 'ja'] as const)('%s has exactly the English keys', (locale) => {
    expect([...flat[locale].keys()].sort()).toEqual(reference);
  });

  it.each(['zh-Hans', 'zh-Hant', 'ja'] as const)('%s keeps every {{placeholder}}', (locale) => {
    for (const [key, english] of flat.en) {
      expect(placeholders(flat[locale].get(key) ?? ''), key).toEqual(placeholders(english));
    }
  });

  it('has no empty strings', () => {
    for (const [locale, map] of Object.entries(flat)) {
      for (const [key, value] of map) expect(value.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('keeps the spec texts verbatim in Simplified Chinese', () => {
    expect(flat['zh-Hans'].get('errors.offline')).toBe('当前无网络,请检查网络设置');
    expect(flat['zh-Hans'].get('errors.noHost')).toBe('未知错误，请联系客服');
    expect(flat['zh-Hans'].get('common.loading')).toBe('加载中');
  });

  it('writes Traditional Chinese in Traditional characters, not a copy of Simplified', () => {
    const hant = flat['zh-Hant'];
    for (const [key, value] of hant) {
      const bad = [...value].filter((ch) => SIMPLIFIED_ONLY.includes(ch));
      expect(bad, `${key}: ${value}`).toEqual([]);
    }
    expect(hant.get('user.title')).toBe('個人中心');
    expect(hant.get('settings.title')).toBe('設定');
    expect(hant.get('login.submit')).toBe('登入');
    expect(hant.get('edit.nickname')).toBe('暱稱');
    const same = [...hant].filter(([key, value]) => /[\u4e00-\u9fff]/.test(value) && flat['zh-Hans'].get(key) === value);
    expect(same.length / hant.size).toBeLessThan(0.25);
  });
});
