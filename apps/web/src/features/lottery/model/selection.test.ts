import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft.ts';
import { togglePass, togglePick, type OfferedMatch } from './selection.ts';
import { summarise } from './compute.ts';

const offered = (id: string, order: number, singles = false): OfferedMatch => ({
  id,
  number: `周日00${order + 1}`,
  home: 'H',
  away: 'A',
  kickoffAt: 0,
  order,
  handicap: -1,
  plays: {
    SPF: { singleAllowed: singles, options: [{ code: '3', odds: '1.50' }, { code: '1', odds: '3.20' }, { code: '0', odds: '4.00' }] },
    BF: { singleAllowed: true, options: [{ code: '1:0', odds: '7.00' }] },
  },
});

describe('building a plan by tapping', () => {
  it('follows the default pass as matches are added until the user chooses one', () => {
    let draft = togglePick(emptyDraft('jczq'), offered('a', 0, true), { play: 'SPF', option: '3', odds: '1.50' });
    expect(draft.passes).toEqual(['单关']);
    draft = togglePick(draft, offered('b', 1), { play: 'SPF', option: '0', odds: '4.00' });
    expect(draft.passes).toEqual(['2串1']);
    draft = togglePick(draft, offered('c', 2), { play: 'SPF', option: '1', odds: '3.20' });
    expect(draft.passes).toEqual(['3串1']);
    draft = togglePass(draft, '2串1');
    draft = togglePick(draft, offered('a', 0, true), { play: 'BF', option: '1:0', odds: '7.00' });
    expect(draft.passes).toEqual(['3串1', '2串1']); // chosen by the user: kept while legal
    expect(draft.matches.map((m) => m.id)).toEqual(['a', 'b', 'c']); // canonical (list) order
    const computed = summarise(draft);
    expect(computed.ok && computed.value.summary).toMatchObject({ bets: 7, cost: '14.00' });
  });

  it('keeps only one bundle and drops an optimisation made for the old selection', () => {
    let draft = togglePick(emptyDraft('jczq'), offered('a', 0), { play: 'SPF', option: '3', odds: '1.50' });
    draft = togglePick(draft, offered('b', 1), { play: 'SPF', option: '3', odds: '1.50' });
    draft = togglePick(draft, offered('c', 2), { play: 'SPF', option: '3', odds: '1.50' });
    draft = togglePass(togglePass(draft, '3串3'), '3串4');
    expect(draft.passes).toEqual(['3串4']);
    draft = { ...draft, optimisation: { budget: '20', mode: 'average', protect: [], multiples: [1] } };
    expect(togglePick(draft, offered('c', 2), { play: 'SPF', option: '1', odds: '3.20' }).optimisation).toBeUndefined();
  });
});
