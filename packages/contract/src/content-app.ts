import { z } from 'zod';
import { APP_VERSION, APP_VERSION_CODE } from './app-meta.ts';

/**
 * The update check and the switches that decide which features a build shows (spec sections 3,
 * 6 and 7: getAppDown, isIosOk, isAndroidOk, getAzIosOpen and the pack configuration hide/all).
 */

export const packModes = ['hide', 'all'] as const;
export type PackMode = (typeof packModes)[number];
/** Spec section 3: the pack configuration defaults to 'hide'. */
export const DEFAULT_PACK: PackMode = 'hide';

/** The update check's answer. `androidUrl` is set only when a newer Android package is configured. */
export const appRelease = z.object({
  version: z.string().describe(`the version this server serves (${APP_VERSION})`),
  code: z.number().int().describe(`its version code (${APP_VERSION_CODE})`),
  latestVersion: z.string(),
  latestCode: z.number().int(),
  hasUpdate: z.boolean().describe('latestCode is above the caller\'s code'),
  androidUrl: z.string().nullable().describe('https URL of the newer Android package, when one is configured and newer'),
  notes: z.string(),
  pack: z.enum(packModes),
});
export type AppRelease = z.infer<typeof appRelease>;

export const appReleaseQuery = z.object({
  code: z.number().int().min(0).max(1_000_000).default(APP_VERSION_CODE).describe('the caller\'s version code'),
});

/** The platform the client runs on, as the rules below distinguish it. */
export type ClientPlatform = 'android' | 'ios' | 'h5';

export interface FeatureSwitches {
  /** Pack configuration: 'all' shows every feature whatever the store flags say. */
  pack: PackMode;
  /** Sundry/isAndroidOk: the Android build may show index (odds) features. */
  androidOk: boolean;
  /** Sundry/isIosOk: the iOS build may show index (odds) features and payments. */
  iosOk: boolean;
  /** Sundry/getAzIosOpen: the mini-program mode is open. */
  azIosOpen: boolean;
}

export interface VisibleFeatures {
  /** Odds / index (指数) pages and columns. */
  zhishu: boolean;
  /** Mini-program entry points (WeChat mini-program login, share to mini-program). */
  miniProgram: boolean;
}

/**
 * The rules (the spec leaves them "not shown"; these are ours, written down once here):
 * - pack `all` shows odds (zhishu) everywhere and the mini-program mode.
 * - pack `hide` shows odds on Android only when isAndroidOk, on iOS only when isIosOk, and on
 *   the web (h5) always (no store review applies there).
 * - the mini-program mode shows when getAzIosOpen is true, or pack is `all`.
 *
 * @example
 * visibleFeatures('ios', { pack: 'hide', androidOk: true, iosOk: false, azIosOpen: false })
 * // { zhishu: false, miniProgram: false }
 */
export function visibleFeatures(platform: ClientPlatform, switches: FeatureSwitches): VisibleFeatures {
  if (switches.pack === 'all') return { zhishu: true, miniProgram: true };
  const zhishu = platform === 'h5' || (platform === 'android' ? switches.androidOk : switches.iosOk);
  return { zhishu, miniProgram: switches.azIosOpen };
}

/** A newer package exists when its code is above the caller's. */
export function hasNewerRelease(latestCode: number, callerCode: number): boolean {
  return latestCode > callerCode;
}
