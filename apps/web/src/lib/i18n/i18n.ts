import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@scoreline/contract';
import { readItem, writeItem } from '../storage/storage.ts';
import { storageKeys } from '../storage/keys.ts';
import { detectLocale, FALLBACK_LOCALE, isLocale } from './locale.ts';
import { loadTranslation } from './resources.ts';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export const i18n = i18next.createInstance();

// Starts with no texts: main.tsx awaits `loadLocale(currentLocale())` before the first render.
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
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

const loading = new Map<Locale, Promise<void>>();

/** Fetches one locale's texts once (a failed fetch is forgotten so the next call retries). */
export function loadLocale(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = loadTranslation(locale).then(
      (tree) => {
        i18n.addResourceBundle(locale, 'translation', tree, true, true);
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Switches the UI language (after its texts have arrived) and remembers the choice in local storage. */
export async function changeLocale(locale: Locale): Promise<void> {
  // Remembered at once, so a reload during the texts' fetch still opens in the new language.
  writeItem(storageKeys.locale, locale);
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
  syncDocumentLanguage(locale);
}

function syncDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
