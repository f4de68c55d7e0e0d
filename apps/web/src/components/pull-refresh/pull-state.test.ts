import { describe, expect, it } from 'vitest';
import { dampPull, initialPullState, PULL_RANGE, pullReducer, type PullEvent, type PullState } from './pull-state.ts';

const run = (events: PullEvent[], from: PullState = initialPullState) => events.reduce((s, e) => pullReducer(s, e), from);

describe('pullReducer', () => {
  it('is pulling short of the range and reached at or past it', () => {
    expect(run([{ type: 'pull', distance: 20 }])).toEqual({ phase: 'pulling', distance: 20 });
    expect(run([{ type: 'pull', distance: PULL_RANGE }])).toEqual({ phase: 'reached', distance: PULL_RANGE });
    expect(run([{ type: 'pull', distance: 90 }, { type: 'pull', distance: 30 }])).toEqual({ phase: 'pulling', distance: 30 });
  });

  it('aborts when released while pulling, then settles to idle', () => {
    const aborted = run([{ type: 'pull', distance: 30 }, { type: 'release' }]);
    expect(aborted).toEqual({ phase: 'aborting', distance: 0 });
    expect(pullReducer(aborted, { type: 'settled' })).toEqual(initialPullState);
  });

  it('refreshes when released while reached, restores when refreshed, then idles', () => {
    const refreshing = run([{ type: 'pull', distance: 80 }, { type: 'release' }]);
    expect(refreshing).toEqual({ phase: 'refreshing', distance: PULL_RANGE });
    const restoring = pullReducer(refreshing, { type: 'refreshed' });
    expect(restoring).toEqual({ phase: 'restoring', distance: 0 });
    expect(pullReducer(restoring, { type: 'settled' })).toEqual(initialPullState);
  });

  it('ignores pulls while refreshing or restoring, and a second refreshed or settled', () => {
    const refreshing: PullState = { phase: 'refreshing', distance: PULL_RANGE };
    expect(pullReducer(refreshing, { type: 'pull', distance: 10 })).toBe(refreshing);
    expect(pullReducer(refreshing, { type: 'release' })).toBe(refreshing);
    expect(pullReducer(refreshing, { type: 'settled' })).toBe(refreshing);
    const restoring: PullState = { phase: 'restoring', distance: 0 };
    expect(pullReducer(restoring, { type: 'pull', distance: 10 })).toBe(restoring);
    expect(pullReducer(initialPullState, { type: 'refreshed' })).toBe(initialPullState);
  });

  it('stays idle for upward moves and releases without a pull', () => {
    expect(run([{ type: 'pull', distance: -40 }, { type: 'release' }, { type: 'settled' }])).toEqual(initialPullState);
  });

  it('lets a new pull catch the header while it is aborting', () => {
    expect(pullReducer({ phase: 'aborting', distance: 0 }, { type: 'pull', distance: 10 })).toEqual({ phase: 'pulling', distance: 10 });
  });
});

describe('dampPull', () => {
  it('halves the finger travel and caps it', () => {
    expect(dampPull(-5)).toBe(0);
    expect(dampPull(100)).toBe(50);
    expect(dampPull(10_000)).toBe(PULL_RANGE * 3);
  });
});
