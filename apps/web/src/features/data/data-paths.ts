/** The data tab's spec paths (section 2) and how their queries are built. */
export const dataPaths = {
  tab: '/pages/tabBar/data_list',
  competition: '/pages/data_list/data_list_details',
  points: '/pages/data_page/jf_details',
  team: '/pages/data_page/details1',
  issues: '/pages/data_list/data_list_14',
  issue: '/pages/data_list/num_details',
  draws: '/pages/data_list/history_list',
  draw: '/pages/data_list/history_list_kj',
  /** The match centre (spec: course_details?id = match id), football and basketball. */
  matchCentre: '/pages/score/course_details',
  matchCentreBasketball: '/pages/score/course_detailsL',
} as const;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** data_list_details?id=premier-league */
export const competitionHref = (id: string) => withQuery(dataPaths.competition, { id });
/** jf_details?id=premier-league */
export const pointsHref = (id: string) => withQuery(dataPaths.points, { id });
/** details1?teamId=arsenal; an NBA team adds sport=basketball. */
export const teamHref = (teamId: string, sport: 'football' | 'basketball' = 'football') =>
  withQuery(dataPaths.team, sport === 'basketball' ? { teamId, sport } : { teamId });
/** num_details?issue=26047 */
export const issueHref = (issue: string) => withQuery(dataPaths.issue, { issue });
/** history_list_kj?issue=26047 */
export const drawHref = (issue: string) => withQuery(dataPaths.draw, { issue });
/** course_details?id=… (football) or course_detailsL?id=… (basketball): a board match's centre. */
export const matchHref = (id: string, sport: 'football' | 'basketball') => withQuery(sport === 'basketball' ? dataPaths.matchCentreBasketball : dataPaths.matchCentre, { id });
