import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { calls } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';
import { currentLocale } from '../../../lib/i18n/i18n.ts';
import { dataKeys } from './data-keys.ts';

/** Results of an issue's matches settle during the weekend: refresh every half minute while shown. */
const ISSUE_STALE_MS = 30_000;
export const ISSUE_NUMBERS_PAGE_SIZE = 30;

export const getIssues = () => api.callApi(calls.lotteryIssues, {});
export const getIssue = (issue: string) => api.callApi(calls.lotteryIssueDetail, { issue });
export const getIssueStats = (issue: string) => api.callApi(calls.lotteryIssueStatistics, { issue });
export const getIssueNumbers = (page: number) => api.callApi(calls.lotteryIssueNumbers, { page, pageSize: ISSUE_NUMBERS_PAGE_SIZE });

/** MobileFoot/getChangMuList: issues on sale first, then drawn ones. */
export function useIssues() {
  const locale = currentLocale();
  return useQuery({ queryKey: dataKeys.issues(locale), queryFn: getIssues, staleTime: ISSUE_STALE_MS });
}

/** MobileFoot/getChangQiDetail. */
export function useIssue(issue: string) {
  const locale = currentLocale();
  return useQuery({ queryKey: dataKeys.issue(issue, locale), queryFn: () => getIssue(issue), staleTime: ISSUE_STALE_MS, enabled: issue !== '', refetchInterval: ISSUE_STALE_MS });
}

/** MobileFoot/getQiTonJi. */
export function useIssueStats(issue: string) {
  return useQuery({ queryKey: dataKeys.issueStats(issue), queryFn: () => getIssueStats(issue), staleTime: ISSUE_STALE_MS, enabled: issue !== '' });
}

/** MobileFoot/getQiList, page by page (newest first). */
export function useIssueNumbers() {
  return useInfiniteQuery({
    queryKey: dataKeys.issueNumbers,
    queryFn: ({ pageParam }) => getIssueNumbers(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: ISSUE_STALE_MS,
  });
}
