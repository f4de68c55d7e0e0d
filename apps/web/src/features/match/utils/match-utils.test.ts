import { describe, expect, it } from 'vitest';
import { scaleSeries, toPolyline } from './chart.ts';
import { line, price, trend } from './format.ts';
import { minuteOf, momentum } from './momentum.ts';

const box = { width: 100, height: 50, padding: { top: 0, right: 0, bottom: 0, left: 0 } };

describe('momentum', () => {
  it('reads minutes, stoppage counting as the half end', () => {
    expect(minuteOf("67'")).toBe(67);
    expect(minuteOf("45+2'")).toBe(45);
    expect(minuteOf('HT')).toBeNull();
  });

  it('leans towards the side that scores and wins corners, fading afterwards', () => {
    const slices = momentum(
      [
        { minute: "3'", kind: 'corner', side: 'home' },
        { minute: "4'", kind: 'goal', side: 'home' },
        { minute: "33'", kind: 'corner', side: 'away' },
        { minute: "50'", kind: 'kickoff', side: null },
      ],
      45,
      5,
    );
    expect(slices).toHaveLength(9);
    expect(slices[0]).toEqual({ from: 0, value: 1 });
    expect(slices[1]?.value).toBeGreaterThan(0);
    expect(slices[1]?.value).toBeLessThan(1);
    expect(slices[6]?.value).toBeLessThan(0);
  });

  it('counts a card as pressure for the opponent and ignores events without a side', () => {
    const [slice] = momentum([{ minute: "10'", kind: 'red_card', side: 'home' }, { minute: "10'", kind: 'goal', side: null }], 10, 10);
    expect(slice?.value).toBe(-1);
  });
});

describe('chart scaling', () => {
  it('draws a step line and holds the last quote until the chart end', () => {
    const scaled = scaleSeries([[{ at: 0, value: 2 }, { at: 50, value: 1 }]], box, 100);
    expect(toPolyline(scaled.lines[0] ?? [])).toBe('0,0 50,0 50,50 100,50');
  });

  it('centres a line that never moved', () => {
    const scaled = scaleSeries([[{ at: 0, value: 1.9 }]], box, 10);
    expect(scaled.lines[0]?.[0]?.y).toBe(25);
  });
});

describe('formatting', () => {
  it('formats prices, lines and trends', () => {
    expect(price(1.9)).toBe('1.90');
    expect(price(null)).toBe('–');
    expect(line(-0.75)).toBe('-0.75');
    expect(line(0.5, true)).toBe('+0.5');
    expect(trend(1.9, 2.05)).toBe('up');
    expect(trend(2, 2)).toBe('level');
  });

});

describe('goal trends', () => {
  it('reads each match from the team\'s side', async () => {
    const { goalTrends } = await import('./trends.ts');
    const trends = goalTrends('a', [
      { home: { id: 'a' }, away: { id: 'b' }, score: { home: 2, away: 1 } },
      { home: { id: 'c' }, away: { id: 'a' }, score: { home: 0, away: 0 } },
    ]);
    expect(trends).toEqual({ games: 2, winRate: 0.5, goalsFor: 1, goalsAgainst: 0.5, over25: 0.5, bothScored: 0.5, cleanSheets: 0.5 });
  });
});

describe('chat cache', () => {
  it('adds a message once, in id order, and keeps only the newest on screen', async () => {
    const { appendMessage, MAX_SHOWN_MESSAGES } = await import('../api/chat-api.ts');
    const message = (id: number) => ({ id: String(id), matchId: 'm1', uid: '1', nickname: 'n', avatar: '', faceId: '1', text: `t${id}`, createdAt: 0 });
    let state = appendMessage(undefined, message(2));
    state = appendMessage(state, message(1));
    state = appendMessage(state, message(2));
    expect(state.items.map((m) => m.id)).toEqual(['1', '2']);
    for (let id = 3; id <= MAX_SHOWN_MESSAGES + 5; id += 1) state = appendMessage(state, message(id));
    expect(state.items).toHaveLength(MAX_SHOWN_MESSAGES);
    expect(state.items[0]?.id).toBe('6');
    expect(state.hasMore).toBe(true);
  });
});
