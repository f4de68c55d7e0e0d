/** TanStack Query keys of the match centre; the locale is part of every key whose reply has texts. */
export const matchKeys = {
  all: ['match'] as const,
  football: (id: string) => ['match', 'football', id] as const,
  footballDetail: (id: string, locale: string) => ['match', 'football', id, 'detail', locale] as const,
  footballLiveText: (id: string, locale: string) => ['match', 'football', id, 'liveText', locale] as const,
  footballStats: (id: string) => ['match', 'football', id, 'stats'] as const,
  footballAnalysis: (id: string, locale: string) => ['match', 'football', id, 'analysis', locale] as const,
  footballOdds: (id: string, locale: string) => ['match', 'football', id, 'odds', locale] as const,
  footballKelly: (id: string, locale: string) => ['match', 'football', id, 'kelly', locale] as const,
  basketball: (id: string) => ['match', 'basketball', id] as const,
  basketballDetail: (id: string, locale: string) => ['match', 'basketball', id, 'detail', locale] as const,
  basketballLiveText: (id: string, locale: string) => ['match', 'basketball', id, 'liveText', locale] as const,
  basketballBoxScore: (id: string) => ['match', 'basketball', id, 'box'] as const,
  basketballOdds: (id: string, locale: string) => ['match', 'basketball', id, 'odds', locale] as const,
  basketballAnalysis: (id: string, locale: string) => ['match', 'basketball', id, 'analysis', locale] as const,
  favourites: (sport: 'football' | 'basketball') => ['match', 'favourites', sport] as const,
  chat: (id: string) => ['match', 'chat', id] as const,
};
