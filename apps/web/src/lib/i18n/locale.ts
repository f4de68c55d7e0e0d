import { locales, matchLocale, type Locale } from '@scoreline/contract/web';

export const FALLBACK_LOCALE: Locale = 'en';

export function isLocale(value: string | null | undefined): value is Locale {
  return (locales as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The locale to start with: the stored choice, else the first supported browser language,
 * else English (spec section 1).
 *
 * @example detectLocale(null, ['fr-FR', 'zh-TW']) // 'zh-Hant'
 */
export function detectLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return FALLBACK_LOCALE;
}

/** Each language's own name, shown beside the translated name so anyone can find theirs. */
export const endonyms: Record<Locale, string> = {
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  en: 'English',
  ja: '日本語',
};
