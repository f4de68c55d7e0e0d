import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';

describe('feed configuration', () => {
  it('defaults: feed on, seed scoreline, real speed, data folder beside the repo', () => {
    const config = loadConfig({});
    expect([config.FEED_ENABLED, config.REPLAY_SEED, config.REPLAY_SPEED, config.FEED_DATA_DIR]).toEqual([true, 'scoreline', 1, undefined]);
  });

  it('reads the values and refuses a speed that is not a positive number, naming the key', () => {
    const config = loadConfig({ FEED_ENABLED: 'false', REPLAY_SEED: 'demo', REPLAY_SPEED: '60', FEED_DATA_DIR: '/srv/data' });
    expect([config.FEED_ENABLED, config.REPLAY_SEED, config.REPLAY_SPEED, config.FEED_DATA_DIR]).toEqual([false, 'demo', 60, '/srv/data']);
    for (const bad of ['0', '-2', 'fast']) {
      expect(() => loadConfig({ REPLAY_SPEED: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ REPLAY_SPEED: bad })).toThrow(/REPLAY_SPEED/);
    }
    expect(() => loadConfig({ FEED_ENABLED: 'yes' })).toThrow(/FEED_ENABLED/);
  });
});
