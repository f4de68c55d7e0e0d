import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@scoreline/contract';
import { readItem, writeItem } from '../storage/storage.ts';
import { storageKeys } from '../storage/keys.ts';
import { detectLocale, FALLBACK_LOCALE, isLocale } from './locale.ts';
import { resources } from './resources.ts';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLocale(readItem(storageKeys.locale), browserLanguages()),
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
syncDocumentLanguage(currentLocale());

/** The active UI locale (also sent to the server in the `lang` header). */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : FALLBACK_LOCALE;
}

/** Switches the UI language and remembers the choice in local storage. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeItem(storageKeys.locale, locale);
  await i18n.changeLanguage(locale);
  syncDocumentLanguage(locale);
}

function syncDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
