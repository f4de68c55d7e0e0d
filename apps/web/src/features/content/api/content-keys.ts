/** TanStack Query keys of the content calls; the locale is part of each, as replies are localised. */
export const contentKeys = {
  all: ['content'] as const,
  banners: (locale: string) => ['content', 'banners', locale] as const,
  news: (locale: string, kind: string) => ['content', 'news', locale, kind] as const,
  article: (id: number) => ['content', 'article', id] as const,
  teamNews: (locale: string) => ['content', 'teamNews', locale] as const,
  matchTeamNews: (locale: string, id: string) => ['content', 'matchTeamNews', locale, id] as const,
  activities: (locale: string, state: string) => ['content', 'activities', locale, state] as const,
  help: (locale: string) => ['content', 'help', locale] as const,
  helpDetail: (id: number) => ['content', 'helpDetail', id] as const,
  page: (locale: string, key: string) => ['content', 'page', locale, key] as const,
  liveMatches: (locale: string) => ['content', 'liveMatches', locale] as const,
  switches: ['content', 'switches'] as const,
};
