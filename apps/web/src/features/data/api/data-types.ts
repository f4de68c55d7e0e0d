import type { Calls, ReplyOf } from '@scoreline/contract';

/** The contract's shapes the data screens use, by name. */
export type CompetitionsReply = ReplyOf<Calls['dataCompetitions']>;
export type Competition = CompetitionsReply['competitions'][number];
export type FootballCompetitionReply = ReplyOf<Calls['dataFootballCompetition']>;
export type StandingRow = FootballCompetitionReply['standings'][number];
export type FixtureRow = FootballCompetitionReply['fixtures'][number];
export type PastMatch = ReplyOf<Calls['dataFootballResults']>['items'][number];
export type TeamPastMatch = ReplyOf<Calls['footballTeamMatches']>['items'][number];
export type NbaReply = ReplyOf<Calls['dataNbaStandings']>;
export type NbaRow = NbaReply['conferences'][number]['rows'][number];
export type NbaGame = NbaReply['results'][number];
export type IssueDetail = ReplyOf<Calls['lotteryIssueDetail']>;
export type IssueMatch = IssueDetail['matches'][number];
export type IssueStats = ReplyOf<Calls['lotteryIssueStatistics']>;
export type NbaTeamReply = ReplyOf<Calls['dataNbaTeam']>;
export type NbaPastGame = NbaTeamReply['games'][number];
export type NbaSplit = NbaTeamReply['splits']['all'];
