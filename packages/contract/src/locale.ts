/** The four UI languages; the server answers `msg` in one of them. */
export const locales = ['zh-Hans', 'zh-Hant', 'en', 'ja'] as const;
export type Locale = (typeof locales)[number];
export const defaultServerLocale: Locale = 'zh-Hans';

/**
 * Maps an Accept-Language style tag to one of our locales, or undefined.
 *
 * @example
 * matchLocale('zh-TW') // 'zh-Hant'
 * matchLocale('en-GB') // 'en'
 */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower === '') return undefined;
  if (lower.startsWith('zh')) {
    return /hant|tw|hk|mo/.test(lower) ? 'zh-Hant' : 'zh-Hans';
  }
  if (lower.startsWith('ja')) return 'ja';
  if (lower.startsWith('en')) return 'en';
  return undefined;
}

/**
 * Picks the best locale from an Accept-Language header value.
 *
 * @example
 * pickLocale('fr;q=0.9, ja;q=0.8') // 'ja'
 */
export function pickLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return undefined;
}
