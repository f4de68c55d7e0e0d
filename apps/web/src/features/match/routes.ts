/** The spec paths the match centre opens (spec section 2, score pages) and the login page. */
export const matchPaths = {
  football: '/pages/score/course_details',
  basketball: '/pages/score/course_detailsL',
  report: '/pages/score/jubao',
  video: '/pages/score/videoh5',
  login: '/pages/user/login',
} as const;

/**
 * The report page for a match, or for one chat message of it.
 *
 * @example reportPath('m1', '42') // '/pages/score/jubao?matchId=m1&messageId=42'
 */
export function reportPath(matchId: string, messageId?: string): string {
  const query = new URLSearchParams({ matchId, ...(messageId ? { messageId } : {}) });
  return `${matchPaths.report}?${query.toString()}`;
}
