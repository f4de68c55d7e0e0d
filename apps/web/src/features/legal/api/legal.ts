import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { currentLocale } from '../../../lib/i18n/i18n.ts';

/** The two server-rendered documents: user agreement and privacy policy. */
export type LegalDocumentType = 'appXieYi' | 'privacy';

/** `GET /sundry/getZhaHtml/type/{type}` in the current language. */
export const getLegalHtml = (type: LegalDocumentType) =>
  api.getText(`/sundry/getZhaHtml/type/${type}?lang=${encodeURIComponent(currentLocale())}`);

export function useLegalHtml(type: LegalDocumentType, locale: string) {
  return useQuery({ queryKey: ['legal', type, locale], queryFn: () => getLegalHtml(type), staleTime: 5 * 60_000 });
}
