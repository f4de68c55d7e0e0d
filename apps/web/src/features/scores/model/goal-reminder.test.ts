import { describe, expect, it } from 'vitest';
import { goalReminderFor } from './goal-reminder.ts';

const goal = { id: 'm1', score: { home: 2, away: 1 }, side: 'home' as const, minute: "67'" };
const row = { home: { name: '阿森纳', colour: '#f00' }, away: { name: '切尔西', colour: '#00f' } };
const allOn = { dialog: true, audio: true, shake: true };

describe('goal reminders', () => {
  it('shows home team, away team and home:away, with ringtone and vibration, for any match when set to all', () => {
    expect(goalReminderFor({ goal, row, tips: allOn, scope: 'all', followed: new Set() })).toEqual({
      dialog: { homeTeam: '阿森纳', awayTeam: '切尔西', homeScore: 2, awayScore: 1 },
      audio: true,
      shake: true,
    });
  });

  it('reminds of followed matches only when set so', () => {
    expect(goalReminderFor({ goal, row, tips: allOn, scope: 'followed', followed: new Set(['other']) })).toBeNull();
    expect(goalReminderFor({ goal, row, tips: allOn, scope: 'followed', followed: new Set(['m1']) })?.dialog?.homeTeam).toBe('阿森纳');
  });

  it('honours each switch, and does nothing when all are off', () => {
    expect(goalReminderFor({ goal, row, tips: { dialog: false, audio: true, shake: false }, scope: 'all', followed: new Set() })).toEqual({ dialog: null, audio: true, shake: false });
    expect(goalReminderFor({ goal, row, tips: { dialog: false, audio: false, shake: false }, scope: 'all', followed: new Set() })).toBeNull();
  });

  it('has no dialog for a match no list holds (no team names), but still rings', () => {
    expect(goalReminderFor({ goal, row: undefined, tips: allOn, scope: 'all', followed: new Set() })).toEqual({ dialog: null, audio: true, shake: true });
  });
});
