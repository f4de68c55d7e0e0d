import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import type AntdTexts from 'antd-mobile/es/locales/en-US';
import type { Locale } from '@scoreline/contract/web';
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n.ts';
import { isLocale } from '../lib/i18n/locale.ts';

// antd-mobile's own texts, one language at a time (main.tsx loads the first before rendering).
const antdLocaleFiles: Record<Locale, () => Promise<{ default: typeof AntdTexts }>> = {
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
  en: () => import('antd-mobile/es/locales/en-US'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
};
const antdLocales = new Map<Locale, typeof AntdTexts>();

export async function loadAntdLocale(locale: Locale): Promise<void> {
  if (!antdLocales.has(locale)) antdLocales.set(locale, (await antdLocaleFiles[locale]()).default);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already toasts failures; a silent retry would only repeat the toast.
    // networkMode 'always': offline calls must run so the client can toast and reject them
    // (spec section 5) instead of TanStack Query pausing them silently.
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  const locale = isLocale(active.language) ? active.language : 'en';
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const texts = antdLocales.get(locale);
  // The texts on screen until the new language's arrive. Never undefined: an explicit
  // `locale={undefined}` replaces antd's default, and a Mask (an open popup) then crashes on
  // `locale.Mask` — which is what a language chosen in the settings' popup did.
  const shown = useRef(texts);
  if (texts) shown.current = texts;
  useEffect(() => {
    // After a language switch: antd's texts follow a moment later (the previous language's meanwhile).
    if (!texts) loadAntdLocale(locale).then(rerender, (error: unknown) => console.warn('antd-mobile texts failed to load', error));
  }, [locale, texts]);
  return <ConfigProvider {...(shown.current ? { locale: shown.current } : {})}>{children}</ConfigProvider>;
}

/** Server state (TanStack Query), translations and antd-mobile's own texts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AntdLocale>{children}</AntdLocale>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
