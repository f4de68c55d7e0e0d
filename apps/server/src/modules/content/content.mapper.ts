import { locales, type Activity, type ArticleDetail, type ArticleSummary, type HelpDetail, type HelpSummary, type Locale } from '@scoreline/contract';
import { competitionName, teamName } from '../feed/catalog/index.ts';
import type { MatchBoard } from '../feed/live/board.types.ts';
import type { ArticleRow, BlockRow } from './content.schema.ts';
import type { MatchIdentity } from './match-facts.ts';

/** Content rows → the contract's shapes. */

type MatchRef = Pick<MatchIdentity, 'matchId' | 'competitionId' | 'homeTeamId' | 'awayTeamId' | 'kickoffAt'>;

function matchRef(row: ArticleRow, board: MatchBoard): MatchRef | null {
  const facts = row.facts as Partial<MatchIdentity> | null;
  if (facts?.matchId && facts.homeTeamId && facts.awayTeamId && facts.competitionId && facts.kickoffAt !== undefined) {
    return { matchId: facts.matchId, competitionId: facts.competitionId, homeTeamId: facts.homeTeamId, awayTeamId: facts.awayTeamId, kickoffAt: facts.kickoffAt };
  }
  const fixture = row.match_id ? board.fixture(row.match_id) : undefined;
  return fixture ? { matchId: fixture.id, competitionId: fixture.competitionId, homeTeamId: fixture.homeTeamId, awayTeamId: fixture.awayTeamId, kickoffAt: fixture.kickoffAt } : null;
}

export function toArticleSummary(row: ArticleRow, board: MatchBoard, locale: Locale): ArticleSummary {
  const ref = matchRef(row, board);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    match: ref
      ? {
          id: ref.matchId,
          competition: competitionName(ref.competitionId, locale, 'short') ?? ref.competitionId,
          home: teamName(ref.homeTeamId, locale) ?? ref.homeTeamId,
          away: teamName(ref.awayTeamId, locale) ?? ref.awayTeamId,
          kickoffAt: ref.kickoffAt,
        }
      : null,
    publishedAt: row.published_at?.getTime() ?? row.created_at.getTime(),
  };
}

export function toArticleDetail(row: ArticleRow, board: MatchBoard, locale: Locale): ArticleDetail {
  const shai = row.shai_type;
  const written = (locales as readonly string[]).includes(row.locale) ? (row.locale as Locale) : 'zh-Hans'; // the column holds one of the four
  return { ...toArticleSummary(row, board, locale), html: row.html, locale: written, shaiType: shai === 0 || shai === 1 || shai === 2 ? shai : null };
}

export function toActivity(row: BlockRow): Activity {
  return {
    id: row.id,
    title: row.title,
    summary: row.subtitle,
    img: row.img,
    href: row.href,
    startsAt: row.starts_at?.getTime() ?? 0,
    endsAt: row.ends_at?.getTime() ?? 0,
  };
}

const HELP_CATEGORIES = ['account', 'coins', 'data', 'experts', 'other'] as const;

function helpCategory(tag: string | null): HelpSummary['category'] {
  return HELP_CATEGORIES.find((c) => c === tag) ?? 'other';
}

/** The first sentence of an answer as plain text, for the list. */
function plainSummary(html: string): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

export function toHelpSummary(row: BlockRow): HelpSummary {
  return { id: row.id, category: helpCategory(row.tag), question: row.title, summary: plainSummary(row.body) };
}

export function toHelpDetail(row: BlockRow): HelpDetail {
  return { ...toHelpSummary(row), html: row.body, updatedAt: row.updated_at.getTime() };
}
