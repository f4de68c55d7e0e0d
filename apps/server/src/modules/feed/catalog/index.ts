/**
 * The feed's name catalog: competitions, teams and odds companies in en, zh-Hans, zh-Hant and ja.
 * Start with `team.lookup.ts` (the lookups), then one table, e.g. `premier-league.teams.ts`.
 */
export type { Competition, CompetitionSource, HexColour, LocalizedText, Sport, Team, TeamSource } from './catalog.types.ts';
export { companyName } from './company.catalog.ts';
export {
  allCompetitions,
  allTeams,
  competitionName,
  findCompetition,
  findTeam,
  resolveCompetition,
  resolveTeam,
  TEAM_GROUPS,
  teamName,
} from './team.lookup.ts';
