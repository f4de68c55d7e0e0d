import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import type { Locale } from '@scoreline/contract';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n.ts';
import { isLocale } from '../lib/i18n/locale.ts';

const antdLocales: Record<Locale, typeof enUS> = { 'zh-Hans': zhCN, 'zh-Hant': zhTW, en: enUS, ja: jaJP };

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
  return <ConfigProvider locale={antdLocales[locale]}>{children}</ConfigProvider>;
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
