import { locales } from '@scoreline/contract';
import { describe, expect, it } from 'vitest';
import { simplifiedChars, traditionalChars } from '../feed/catalog/hanzi.fixture.ts';
import type { BasketballPreviewFacts, BasketballReportFacts, PreviewFacts, ReportFacts } from './match-facts.ts';
import { writeBasketballPreview, writeBasketballReport } from './basketball-writer.ts';
import { writePreview, writeReport } from './match-writer.ts';
import { teamNews } from './team-news.ts';

const identity = { matchId: 'm1', sourceMatchId: 's1', competitionId: 'premier-league', homeTeamId: 'arsenal', awayTeamId: 'chelsea', kickoffAt: 0 };

const report: ReportFacts = {
  ...identity,
  score: { home: 2, away: 1 },
  halfTime: { home: 0, away: 1 },
  goals: [
    { side: 'away', minute: 30, scorer: 'Cole Palmer', penalty: true, ownGoal: false },
    { side: 'home', minute: 71, scorer: 'Bukayo Saka', penalty: false, ownGoal: false },
    { side: 'home', minute: null, scorer: 'Marc Cucurella', penalty: false, ownGoal: true },
  ],
  stats: { home: { shots: 15, shotsOnTarget: 6, corners: 7, yellow: 2, red: 0 }, away: { shots: 9, shotsOnTarget: 3, corners: 4, yellow: 3, red: 1 } },
  odds: { home: 1.85, draw: 3.6, away: 4.2 },
};

const preview: PreviewFacts = {
  ...identity,
  form: { home: { played: 5, won: 4, drawn: 1, lost: 0, goalsFor: 11, goalsAgainst: 3 }, away: { played: 5, won: 0, drawn: 2, lost: 3, goalsFor: 4, goalsAgainst: 9 } },
  headToHead: { played: 5, homeWins: 3, draws: 1, awayWins: 1, last: { homeTeamId: 'chelsea', awayTeamId: 'arsenal', score: { home: 1, away: 1 } } },
  table: { teams: 20, home: { rank: 2, points: 40, played: 18 }, away: { rank: 12, points: 22, played: 18 } },
  odds: { home: 1.62, draw: 4.1, away: 5.5 },
};

const nba = { ...identity, competitionId: 'nba', homeTeamId: 'los-angeles-lakers', awayTeamId: 'golden-state-warriors' };
const nbaPreview: BasketballPreviewFacts = {
  ...nba,
  sport: 'basketball',
  form: { home: { played: 5, won: 3, lost: 2, pointsFor: 560, pointsAgainst: 548 }, away: { played: 5, won: 2, lost: 3, pointsFor: 551, pointsAgainst: 560 } },
  headToHead: { played: 4, homeWins: 3, awayWins: 1, last: null },
  lines: { spread: -4.5, total: 229.5 },
};
const nbaReport: BasketballReportFacts = {
  ...nba,
  sport: 'basketball',
  score: { home: 118, away: 112 },
  quarters: { home: [30, 28, 27, 26], away: [25, 31, 30, 19] },
  overtime: { home: 7, away: 7 },
  box: { home: { rebounds: 45, assists: 27, threesMade: 14, turnovers: 12 }, away: { rebounds: 40, assists: 25, threesMade: 16, turnovers: 15 } },
  lines: { spread: -4.5, total: 229.5 },
};

describe('basketball writers', () => {
  it('states quarters, overtime, box score and the total verdict', () => {
    const { html } = writeBasketballReport(nbaReport, 'en');
    expect(html).toContain('By quarter: 30-25, 28-31, 27-30, 26-19; overtime 7-7.');
    expect(html).toContain('The 230 points went over the total of 229.5.');
    expect(writeBasketballPreview(nbaPreview, 'en').html).toContain('The spread has Los Angeles Lakers at -4.5.');
  });
});

describe('writeReport', () => {
  it('states the result, half-time, scorers with minutes, statistics and the market verdict', () => {
    const { title, html } = writeReport(report, 'en');
    expect(title).toBe('Arsenal 2-1 Chelsea');
    expect(html).toContain('<p data-fact="halftime">It was 0-1 at half-time.</p>');
    expect(html).toContain('Cole Palmer (penalty) for Chelsea (30&#39;)');
    expect(html).toContain('Marc Cucurella (own goal) for Arsenal');
    expect(html).toContain('Shots 15-9, on target 6-3, corners 7-4, yellow cards 2-3, red cards 0-1.');
    expect(html).toContain('Arsenal were favourites at 1.85 and delivered.');
  });

  it('says when the favourite did not win', () => {
    const { html } = writeReport({ ...report, score: { home: 1, away: 1 } }, 'en');
    expect(html).toContain('but did not win');
  });

  it('writes every language, zh-Hant without Simplified-only characters and zh-Hans without Traditional ones', () => {
    for (const locale of locales) {
      const texts = [writeReport(report, locale), writePreview(preview, locale), writeBasketballPreview(nbaPreview, locale), writeBasketballReport(nbaReport, locale)].flatMap((a) => [a.title, a.html]);
      expect(texts.every((t) => t.length > 0)).toBe(true);
      if (locale === 'zh-Hant') expect(texts.flatMap(simplifiedChars)).toEqual([]);
      if (locale === 'zh-Hans') expect(texts.flatMap(traditionalChars)).toEqual([]);
    }
  });
});

describe('writePreview and teamNews', () => {
  it('orders the table sentence and the last meeting as played', () => {
    const { html } = writePreview(preview, 'en');
    expect(html).toContain('The most recent meeting ended Chelsea 1-1 Arsenal.');
    expect(html).toContain('Arsenal are 2nd with 40 points from 18 games; Chelsea are 12th with 22 points from 18.');
  });

  it('tells only the runs that stand out', () => {
    const items = teamNews(preview, 'en');
    expect(items).toEqual([
      { side: 'home', tone: 'good', text: 'Arsenal have won 4 of their last 5 matches.' },
      { side: 'away', tone: 'bad', text: 'Chelsea have lost 3 of their last 5 matches.' },
      { side: 'home', tone: 'good', text: 'Arsenal won 3 of the last 5 meetings.' },
      { side: 'home', tone: 'good', text: 'Arsenal sit 2nd in the table, well above Chelsea in 12th.' },
      { side: 'home', tone: 'neutral', text: 'Bookmakers make Arsenal favourites at an average 1.62.' },
    ]);
  });
});
