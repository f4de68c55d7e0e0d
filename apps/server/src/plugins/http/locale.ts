import { defaultServerLocale, headers, matchLocale, pickLocale, type Locale } from '@scoreline/contract';
import type { HeaderSource } from './call-request.ts';

/** The caller's language: the `lang` header, else Accept-Language, else Simplified Chinese. */
export function localeOf(request: HeaderSource): Locale {
  const lang = request.headers[headers.lang];
  const explicit = typeof lang === 'string' ? matchLocale(lang) : undefined;
  return explicit ?? pickLocale(request.headers['accept-language']) ?? defaultServerLocale;
}
