/** The content feature's spec paths (section 2) and how their queries are built. */
export const contentPaths = {
  home: '/pages/tabBar/home',
  footballHome: '/pages/tabBar/index',
  newsPage: '/pages/tabBar/news_page',
  newsList: '/pages/index/news_list',
  newsDetails: '/pages/index/news_details',
  webViewPage: '/pages/index/webViewPage',
  webView: '/pages/user/webView',
  activities: '/pages/user/huodong_list1',
  pastActivities: '/pages/user/huodong_list2',
  help: '/pages/user/ai_kf',
  recruitment: '/pages/user/zhaomu',
} as const;

/** news_details?id=12 */
export const articleHref = (id: number) => `${contentPaths.newsDetails}?id=${id}`;
/** news_list?kind=report (all kinds without one) */
export const newsListHref = (kind?: string) => (kind ? `${contentPaths.newsList}?kind=${encodeURIComponent(kind)}` : contentPaths.newsList);
/** webView?url=https%3A… */
export const webViewHref = (url: string) => `${contentPaths.webView}?url=${encodeURIComponent(url)}`;
