import { describe, expect, it } from 'vitest';
import { hashPathname } from './hash-path.ts';

describe('hashPathname', () => {
  it('reads the path of a hash route without its query', () => {
    expect(hashPathname('#/pages/tabBar/score?tab=live')).toBe('/pages/tabBar/score');
    expect(hashPathname('#/pages/data_list/team#top')).toBe('/pages/data_list/team');
  });

  it('is the root when there is no hash route', () => {
    expect(hashPathname('')).toBe('/');
    expect(hashPathname('#')).toBe('/');
    expect(hashPathname('#?x=1')).toBe('/');
  });
});
