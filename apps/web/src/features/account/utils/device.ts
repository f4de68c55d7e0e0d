import { APP_VERSION, type PayloadOf, type calls } from '@scoreline/contract';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { readItem } from '../../../lib/storage/storage.ts';

const OS_PATTERNS: Array<[RegExp, string]> = [
  [/HarmonyOS/i, 'HarmonyOS'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Mac OS X/i, 'macOS'],
  [/Windows/i, 'Windows'],
  [/Linux/i, 'Linux'],
];

/** What Sundry/saveDeviceInfo records about this browser. */
export function describeDevice(nav: Navigator = navigator, screenInfo: Screen = screen): PayloadOf<typeof calls.saveDeviceInfo> {
  const ua = nav.userAgent;
  const os = OS_PATTERNS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'other';
  const size = `${Math.round(screenInfo.width)}x${Math.round(screenInfo.height)}`;
  return {
    brand: (readItem(storageKeys.brand) ?? 'h5').slice(0, 40),
    os,
    appVersion: APP_VERSION,
    language: nav.language.slice(0, 20),
    ...(/^\d{2,5}x\d{2,5}$/.test(size) ? { screen: size } : {}),
  };
}
