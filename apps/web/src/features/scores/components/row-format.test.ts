import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import type { ScoreRowModel } from '../model/score-row.ts';
import { stateText } from './row-format.ts';
import { rowLabels } from './row-labels.ts';

const team = { id: 't', name: 'T', shortName: 'T', colour: '#000' };
const row = (over: Partial<ScoreRowModel>): ScoreRowModel => ({
  id: 'm', sport: 'football', competitionId: 'c', competition: 'C', kickoffAt: 0, status: 'break', phase: 'half_time', clock: '45+2', liveClock: null, period: null,
  home: team, away: team, score: { home: 0, away: 3 }, halfTime: { home: 0, away: 3 }, redCards: null, corners: null, lottery: null, change: null, ...over,
});

describe('stateText at a break', () => {
  it('writes a football half-time as the match centre and Discover do (HT, ハーフタイム), not as a generic break', () => {
    expect(stateText(row({}), rowLabels(i18n.getFixedT('en')))).toBe('HT');
    expect(stateText(row({}), rowLabels(i18n.getFixedT('ja')))).toBe('ハーフタイム');
    expect(stateText(row({}), rowLabels(i18n.getFixedT('zh-Hans')))).toBe('中场');
  });

  it('keeps a basketball break with its quarter', () => {
    expect(stateText(row({ sport: 'basketball', phase: 'break', period: 1 }), rowLabels(i18n.getFixedT('en')))).toBe('Q1 Break');
  });
});
