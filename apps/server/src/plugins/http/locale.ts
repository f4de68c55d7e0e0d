import { defaultServerLocale, headers, matchLocale, pickLocale, type Locale } from '@scoreline/contract';
import { headerOf, type HeaderSource } from './call-request.ts';

/** The caller's language: the `lang` header, else Accept-Language, else Simplified Chinese. */
export function localeOf(request: HeaderSource): Locale {
  const lang = headerOf(request, headers.lang);
  const explicit = lang !== undefined ? matchLocale(lang) : undefined;
  return explicit ?? pickLocale(headerOf(request, 'accept-language')) ?? defaultServerLocale;
}
