import type { Locale, TeamNewsItem } from '@scoreline/contract';
import { teamName } from '../feed/catalog/index.ts';
import type { FormFacts, PreviewFacts } from './match-facts.ts';
import { phrases, type Phrases } from './match-phrases.ts';
import { favouriteOf } from './match-writer.ts';

/**
 * Team news (情报) from a preview's facts: good and bad signs for each side. Only runs that
 * stand out are told (3+ wins or losses in the last five, unbeaten or winless runs, a one-sided
 * head-to-head, a clear favourite, a table gap of 8+ places).
 */

const STANDOUT = 3;
const TABLE_GAP = 8;
const CLEAR_FAVOURITE = 1.8;

function formNews(p: Phrases, team: string, side: 'home' | 'away', f: FormFacts): TeamNewsItem[] {
  if (f.played < STANDOUT) return [];
  const items: TeamNewsItem[] = [];
  if (f.won >= STANDOUT) items.push({ side, tone: 'good', text: p.newsWins(team, f.won, f.played) });
  else if (f.lost === 0) items.push({ side, tone: 'good', text: p.newsUnbeaten(team, f.played) });
  if (f.lost >= STANDOUT) items.push({ side, tone: 'bad', text: p.newsLosses(team, f.lost, f.played) });
  else if (f.won === 0) items.push({ side, tone: 'bad', text: p.newsWinless(team, f.played) });
  return items;
}

export function teamNews(facts: PreviewFacts, locale: Locale): TeamNewsItem[] {
  const p = phrases[locale];
  const name = { home: teamName(facts.homeTeamId, locale) ?? facts.homeTeamId, away: teamName(facts.awayTeamId, locale) ?? facts.awayTeamId };
  const items = [...formNews(p, name.home, 'home', facts.form.home), ...formNews(p, name.away, 'away', facts.form.away)];
  const h2h = facts.headToHead;
  if (h2h.played >= STANDOUT) {
    if (h2h.homeWins >= STANDOUT) items.push({ side: 'home', tone: 'good', text: p.newsMeetings(name.home, h2h.homeWins, h2h.played) });
    if (h2h.awayWins >= STANDOUT) items.push({ side: 'away', tone: 'good', text: p.newsMeetings(name.away, h2h.awayWins, h2h.played) });
  }
  const table = facts.table;
  if (table && Math.abs(table.home.rank - table.away.rank) >= TABLE_GAP) {
    const [top, bottom] = table.home.rank < table.away.rank ? (['home', 'away'] as const) : (['away', 'home'] as const);
    items.push({ side: top, tone: 'good', text: p.newsTableGap(name[top], table[top].rank, name[bottom], table[bottom].rank) });
  }
  const favourite = facts.odds ? favouriteOf(facts.odds) : null;
  if (facts.odds && favourite && facts.odds[favourite] < CLEAR_FAVOURITE) {
    items.push({ side: favourite, tone: 'neutral', text: p.newsFavourite(name[favourite], facts.odds[favourite]) });
  }
  return items;
}
