import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, filtersStore, parseFilters, parseSettings, parseTips, settingsStore, tipsStore } from './score-settings.ts';

beforeEach(() => localStorage.clear());

describe('scores settings and filters persistence', () => {
  it('keeps competition filters in local storage, per list, across reads', () => {
    filtersStore.update({ football: ['premier-league', 'la-liga'] });
    filtersStore.update({ basketball: ['nba'] });
    expect(JSON.parse(localStorage.getItem('scoreFilters') ?? '{}')).toEqual({ footballNow: null, football: ['premier-league', 'la-liga'], basketball: ['nba'] });
    expect(filtersStore.read()).toEqual({ footballNow: null, football: ['premier-league', 'la-liga'], basketball: ['nba'] });
    filtersStore.update({ football: null });
    expect(filtersStore.read().football).toBeNull();
  });

  it('stores the goal reminder under the spec key gameTipsSetting as dialog, audio and shake flags', () => {
    tipsStore.update({ audio: false });
    expect(JSON.parse(localStorage.getItem('gameTipsSetting') ?? '{}')).toEqual({ dialog: true, audio: false, shake: true });
  });

  it('keeps the company and odds type choices', () => {
    settingsStore.update({ footballCompany: 'pinnacle', footballOdds: 'handicap', scope: 'followed' });
    expect(settingsStore.read()).toEqual({ ...DEFAULT_SETTINGS, footballCompany: 'pinnacle', footballOdds: 'handicap', scope: 'followed' });
  });

  it('falls back field by field when a stored value is damaged or foreign', () => {
    expect(parseTips('not json')).toEqual({ dialog: true, audio: true, shake: true });
    expect(parseTips('{"dialog":false,"audio":"yes"}')).toEqual({ dialog: false, audio: true, shake: true });
    expect(parseSettings('{"footballOdds":"weird","footballCompany":"<script>"}')).toEqual(DEFAULT_SETTINGS);
    expect(parseFilters('{"football":[1,2],"footballNow":["serie-a"]}')).toEqual({ footballNow: ['serie-a'], football: null, basketball: null });
    expect(parseFilters('[]')).toEqual({ footballNow: null, football: null, basketball: null });
  });
});
