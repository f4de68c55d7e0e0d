import type { Sport } from './model/score-row.ts';

/** The spec paths the scores screens link to (spec section 2, score pages). */
export const scorePaths = {
  tab: '/pages/tabBar/score',
  gameSetting: '/pages/score/game_setting',
  screen: '/pages/score/screen',
  competitionsDay: '/pages/score/screen_game_type',
  competitionsNow: '/pages/score/screen_game_type_z_now',
  competitionsBasketball: '/pages/score/screen_game_type_l',
  companiesFootball: '/pages/score/screen_companies',
  companiesBasketball: '/pages/score/screen_companies_l',
  course: '/pages/score/course',
  courseBasketball: '/pages/score/courseL',
  calculator: '/pages/jisuan/score_calculator',
} as const;

/** The match centre (schedule detail in the spec): course_details / course_detailsL with the match id. */
export function matchPath(sport: Sport, id: string): string {
  const base = sport === 'football' ? '/pages/score/course_details' : '/pages/score/course_detailsL';
  return `${base}?id=${encodeURIComponent(id)}`;
}
