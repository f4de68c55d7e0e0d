import { describe, expect, it } from 'vitest';
import { hasNewerRelease, visibleFeatures, type FeatureSwitches } from './content-app.ts';

const off: FeatureSwitches = { pack: 'hide', androidOk: false, iosOk: false, azIosOpen: false };

describe('visibleFeatures (pack rules)', () => {
  it('pack all shows odds and the mini-program everywhere', () => {
    for (const platform of ['android', 'ios', 'h5'] as const) {
      expect(visibleFeatures(platform, { ...off, pack: 'all' })).toEqual({ zhishu: true, miniProgram: true });
    }
  });

  it('pack hide follows each store\'s flag, and the web always shows odds', () => {
    expect(visibleFeatures('android', off).zhishu).toBe(false);
    expect(visibleFeatures('android', { ...off, androidOk: true }).zhishu).toBe(true);
    expect(visibleFeatures('ios', { ...off, androidOk: true }).zhishu).toBe(false);
    expect(visibleFeatures('ios', { ...off, iosOk: true }).zhishu).toBe(true);
    expect(visibleFeatures('h5', off).zhishu).toBe(true);
  });

  it('shows the mini-program mode only when getAzIosOpen says so (or pack all)', () => {
    expect(visibleFeatures('ios', off).miniProgram).toBe(false);
    expect(visibleFeatures('ios', { ...off, azIosOpen: true }).miniProgram).toBe(true);
  });
});

describe('hasNewerRelease', () => {
  it('is true only for a higher version code', () => {
    expect(hasNewerRelease(251, 250)).toBe(true);
    expect(hasNewerRelease(250, 250)).toBe(false);
    expect(hasNewerRelease(249, 250)).toBe(false);
  });
});
