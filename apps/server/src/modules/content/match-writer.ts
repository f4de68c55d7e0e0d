import type { Locale } from '@scoreline/contract';
import { competitionName, teamName } from '../feed/catalog/index.ts';
import type { FormFacts, OddsFacts, PreviewFacts, ReportFacts, Score, TablePlace } from './match-facts.ts';
import { phrases, type Phrases } from './match-phrases.ts';

/**
 * Writes match previews and reports from their facts, in one language. Pure: same facts, same
 * article. Each sentence is a `<p data-fact="…">` so readers (and the fact-checking test) can
 * tell which facts it states.
 */

export interface WrittenArticle {
  title: string;
  summary: string;
  html: string;
}

interface Names {
  home: string;
  away: string;
  competition: string;
}

function namesOf(facts: { homeTeamId: string; awayTeamId: string; competitionId: string }, locale: Locale): Names {
  return {
    home: teamName(facts.homeTeamId, locale) ?? facts.homeTeamId,
    away: teamName(facts.awayTeamId, locale) ?? facts.awayTeamId,
    competition: competitionName(facts.competitionId, locale) ?? facts.competitionId,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Sentence = [fact: string, text: string];

function render(sentences: Sentence[]): string {
  return sentences.map(([fact, text]) => `<p data-fact="${fact}">${escapeHtml(text)}</p>`).join('');
}

function formSentence(p: Phrases, team: string, form: FormFacts): string {
  return form.played === 0 ? p.noForm(team) : p.form(team, form);
}

function tableSentence(p: Phrases, n: Names, home: TablePlace, away: TablePlace): string {
  return p.table(n.home, home, n.away, away);
}

function oddsSentence(p: Phrases, odds: OddsFacts): string {
  return p.odds(odds);
}

/** A preview: form of both sides, head-to-head, table places and the market's prices. */
export function writePreview(facts: PreviewFacts, locale: Locale): WrittenArticle {
  const p = phrases[locale];
  const n = namesOf(facts, locale);
  const h2h = facts.headToHead;
  const sentences: Sentence[] = [
    ['intro', p.previewIntro(n.home, n.away, n.competition)],
    ['form-home', formSentence(p, n.home, facts.form.home)],
    ['form-away', formSentence(p, n.away, facts.form.away)],
    ['h2h', h2h.played === 0 ? p.noMeetings() : p.meetings(n.home, n.away, h2h)],
  ];
  if (h2h.last) {
    const last = h2h.last;
    sentences.push(['h2h-last', p.lastMeeting(teamName(last.homeTeamId, locale) ?? last.homeTeamId, last.score, teamName(last.awayTeamId, locale) ?? last.awayTeamId)]);
  }
  if (facts.table) sentences.push(['table', tableSentence(p, n, facts.table.home, facts.table.away)]);
  if (facts.odds) sentences.push(['odds', oddsSentence(p, facts.odds)]);
  return { title: p.previewTitle(n.home, n.away), summary: sentences[1]?.[1] ?? '', html: render(sentences) };
}

/** The favourite by the average prices: the lower of home and away, none when level. */
export function favouriteOf(odds: OddsFacts): 'home' | 'away' | null {
  if (odds.home === odds.away) return null;
  return odds.home < odds.away ? 'home' : 'away';
}

function outcome(score: Score): 'home' | 'away' | 'draw' {
  if (score.home === score.away) return 'draw';
  return score.home > score.away ? 'home' : 'away';
}

/** A report: result, half-time, scorers where known, statistics and how the market read it. */
export function writeReport(facts: ReportFacts, locale: Locale): WrittenArticle {
  const p = phrases[locale];
  const n = namesOf(facts, locale);
  const sentences: Sentence[] = [['result', p.result(n.home, facts.score, n.away, n.competition)]];
  if (facts.halfTime) sentences.push(['halftime', p.halfTime(facts.halfTime)]);
  if (facts.goals.length > 0) {
    const team = (side: 'home' | 'away') => (side === 'home' ? n.home : n.away);
    sentences.push(['goals', p.goals(facts.goals.map((g) => ({ ...g, team: team(g.side) })))]);
  }
  if (facts.stats) sentences.push(['stats', p.stats(facts.stats)]);
  if (facts.odds) {
    const favourite = favouriteOf(facts.odds);
    if (favourite) {
      const won = outcome(facts.score) === favourite;
      sentences.push(['verdict', p.verdict(favourite === 'home' ? n.home : n.away, facts.odds[favourite], won)]);
    }
  }
  return { title: p.reportTitle(n.home, facts.score, n.away), summary: sentences[0]?.[1] ?? '', html: render(sentences) };
}
