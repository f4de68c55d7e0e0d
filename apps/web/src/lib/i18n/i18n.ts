import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@scoreline/contract';
import { readItem, writeItem } from '../storage/storage.ts';
import { storageKeys } from '../storage/keys.ts';
import { detectLocale, FALLBACK_LOCALE, isLocale } from './locale.ts';
import { loadNamespace, type TextNamespace } from './resources.ts';
import { BOOT_NAMESPACES } from './text-chunks.ts';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export const i18n = i18next.createInstance();

// Starts with no texts: main.tsx awaits `loadLocale(currentLocale())` before the first render, and
// each lazy page its own feature's texts (`loadTexts`).
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

/** Every text file asked for so far: a language switch fetches all of them in the new language. */
const wanted = new Set<TextNamespace>(BOOT_NAMESPACES);
const loading = new Map<string, Promise<void>>();

/** Fetches one file of one locale once (a failed fetch is forgotten so the next call retries). */
function loadFile(locale: Locale, namespace: TextNamespace): Promise<void> {
  const key = `${locale}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadNamespace(locale, namespace).then(
      (tree) => {
        i18n.addResourceBundle(locale, 'translation', tree, true, true);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Fetches a locale's texts: the first screen's (text-chunks.ts) and every file a page has asked
 * for meanwhile, including one asked for while these were on their way.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  let count: number;
  do {
    count = wanted.size;
    await Promise.all([...wanted].map((namespace) => loadFile(locale, namespace)));
  } while (wanted.size !== count);
}

/**
 * Fetches the text files a page uses, in the active language, before the page renders (its key
 * would otherwise show raw). Remembered, so a later language switch fetches them too.
 */
export async function loadTexts(namespaces: readonly TextNamespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  await Promise.all(namespaces.map((namespace) => loadFile(currentLocale(), namespace)));
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
