import type { Locale } from '@scoreline/contract';
import en from '../../locales/en/translation.json';
import ja from '../../locales/ja/translation.json';
import zhHans from '../../locales/zh-Hans/translation.json';
import zhHant from '../../locales/zh-Hant/translation.json';

/** English is the reference: the other locales must have exactly its keys (locales.test.ts). */
export type Translation = typeof en;

export const resources = {
  en: { translation: en },
  'zh-Hans': { translation: zhHans },
  'zh-Hant': { translation: zhHant },
  ja: { translation: ja },
} as const satisfies Record<Locale, { translation: Translation }>;
