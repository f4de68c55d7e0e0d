import type { Locale } from '@scoreline/contract';
import { competitionName, teamName } from '../feed/catalog/index.ts';
import { basketballPhrases } from './basketball-phrases.ts';
import type { BasketballPreviewFacts, BasketballReportFacts, Score } from './match-facts.ts';
import { phrases } from './match-phrases.ts';
import { escapeHtml, type WrittenArticle } from './match-writer.ts';

/** Basketball previews and reports from their facts, in one language; pure, like match-writer.ts. */

type Sentence = [fact: string, text: string];

const render = (sentences: Sentence[]) => sentences.map(([fact, text]) => `<p data-fact="${fact}">${escapeHtml(text)}</p>`).join('');

function names(f: { homeTeamId: string; awayTeamId: string; competitionId: string }, locale: Locale) {
  return {
    home: teamName(f.homeTeamId, locale) ?? f.homeTeamId,
    away: teamName(f.awayTeamId, locale) ?? f.awayTeamId,
    competition: competitionName(f.competitionId, locale) ?? f.competitionId,
  };
}

export function writeBasketballPreview(facts: BasketballPreviewFacts, locale: Locale): WrittenArticle {
  const p = basketballPhrases[locale];
  const common = phrases[locale];
  const n = names(facts, locale);
  const h2h = facts.headToHead;
  const form = (team: string, f: BasketballPreviewFacts['form']['home']) => (f.played === 0 ? common.noForm(team) : p.form(team, f));
  const sentences: Sentence[] = [
    ['intro', common.previewIntro(n.home, n.away, n.competition)],
    ['form-home', form(n.home, facts.form.home)],
    ['form-away', form(n.away, facts.form.away)],
    ['h2h', h2h.played === 0 ? common.noMeetings() : p.meetings(n.home, n.away, h2h.homeWins, h2h.awayWins, h2h.played)],
  ];
  if (h2h.last) {
    const last = h2h.last;
    sentences.push(['h2h-last', common.lastMeeting(teamName(last.homeTeamId, locale) ?? last.homeTeamId, last.score, teamName(last.awayTeamId, locale) ?? last.awayTeamId)]);
  }
  if (facts.lines.spread !== null) sentences.push(['spread', p.spread(n.home, facts.lines.spread)]);
  if (facts.lines.total !== null) sentences.push(['total', p.total(facts.lines.total)]);
  return { title: common.previewTitle(n.home, n.away), summary: sentences[1]?.[1] ?? '', html: render(sentences) };
}

export function writeBasketballReport(facts: BasketballReportFacts, locale: Locale): WrittenArticle {
  const p = basketballPhrases[locale];
  const n = names(facts, locale);
  const sentences: Sentence[] = [['result', p.result(n.home, facts.score, n.away)]];
  if (facts.quarters) {
    const { home, away } = facts.quarters;
    const quarters: Score[] = home.map((h, i) => ({ home: h, away: away[i] ?? 0 }));
    sentences.push(['quarters', p.quarters(quarters, facts.overtime)]);
  }
  if (facts.box) sentences.push(['box', p.box(facts.box.home, facts.box.away)]);
  if (facts.lines.total !== null) sentences.push(['total-verdict', p.totalVerdict(facts.score.home + facts.score.away, facts.lines.total)]);
  return { title: phrases[locale].reportTitle(n.home, facts.score, n.away), summary: sentences[0]?.[1] ?? '', html: render(sentences) };
}
