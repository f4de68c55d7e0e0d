import { describe, expect, it } from 'vitest';
import { allCompetitions } from '../feed/catalog/index.ts';
import { competitionColour } from './competition-colours.ts';

describe('competitionColour', () => {
  it('gives the leagues their own colours', () => {
    expect(competitionColour('premier-league')).toBe('#3D195B');
    expect(competitionColour('nba')).toBe('#1D428A');
  });

  it('gives every catalog competition a #RRGGBB colour, the same one each time', () => {
    for (const { id } of allCompetitions()) {
      expect(competitionColour(id), id).toMatch(/^#[0-9A-F]{6}$/);
      expect(competitionColour(id)).toBe(competitionColour(id));
    }
  });

  it('names only ids the catalog knows', () => {
    const ids = new Set(allCompetitions().map((c) => c.id));
    for (const id of ['premier-league', 'la-liga', 'bundesliga', 'serie-a', 'ligue-1', 'chinese-super-league', 'nba', 'fifa-world-cup', 'fifa-world-cup-qualification', 'uefa-euro', 'uefa-euro-qualification', 'uefa-nations-league', 'copa-america', 'afc-asian-cup', 'african-cup-of-nations', 'gold-cup', 'friendly']) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});
