/**
 * NBA conferences by catalog team id (the 2023-24 alignment, unchanged since 2004-05 apart from
 * renamings, so it holds for every season the data has). The catalog has no conferences: they
 * matter only to basketball standings.
 */
export type Conference = 'east' | 'west';

const EAST = [
  'atlanta-hawks', 'boston-celtics', 'brooklyn-nets', 'charlotte-hornets', 'chicago-bulls',
  'cleveland-cavaliers', 'detroit-pistons', 'indiana-pacers', 'miami-heat', 'milwaukee-bucks',
  'new-york-knicks', 'orlando-magic', 'philadelphia-76ers', 'toronto-raptors', 'washington-wizards',
] as const;

const WEST = [
  'dallas-mavericks', 'denver-nuggets', 'golden-state-warriors', 'houston-rockets', 'la-clippers',
  'los-angeles-lakers', 'memphis-grizzlies', 'minnesota-timberwolves', 'new-orleans-pelicans',
  'oklahoma-city-thunder', 'phoenix-suns', 'portland-trail-blazers', 'sacramento-kings',
  'san-antonio-spurs', 'utah-jazz',
] as const;

const BY_TEAM: ReadonlyMap<string, Conference> = new Map<string, Conference>([
  ...EAST.map((id) => [id, 'east'] as const),
  ...WEST.map((id) => [id, 'west'] as const),
]);

/** Every NBA team id, east then west. */
export const NBA_TEAM_IDS: readonly string[] = [...EAST, ...WEST];

/**
 * @example conferenceOf('boston-celtics') // 'east'
 * @example conferenceOf('arsenal') // undefined
 */
export function conferenceOf(teamId: string): Conference | undefined {
  return BY_TEAM.get(teamId);
}
