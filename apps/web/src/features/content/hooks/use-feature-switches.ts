import { DEFAULT_PACK, visibleFeatures } from '@scoreline/contract';
import { calls, type ClientPlatform, type VisibleFeatures } from '@scoreline/contract/web';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/index.ts';
import { contentKeys } from '../api/content-keys.ts';

/** The platform as the pack rules see it: a native shell reports itself; a browser is h5. */
export function clientPlatform(userAgent: string, hasNativeShell: boolean): ClientPlatform {
  if (!hasNativeShell) return 'h5';
  return /android/i.test(userAgent) ? 'android' : 'ios';
}

async function loadSwitches() {
  const silent = { silent: true };
  const [release, ios, android, mini] = await Promise.all([
    api.callApi(calls.appRelease, {}, silent),
    api.callApi(calls.iosOk, {}, silent),
    api.callApi(calls.androidOk, {}, silent),
    api.callApi(calls.miniProgramOpen, {}, silent),
  ]);
  return { pack: release.pack, iosOk: ios.ok, androidOk: android.ok, azIosOpen: mini.open };
}

/** Which odds (zhishu) and mini-program features this client shows (contract: visibleFeatures). */
export function useVisibleFeatures(): VisibleFeatures {
  const switches = useQuery({ queryKey: contentKeys.switches, queryFn: loadSwitches, staleTime: 10 * 60_000 });
  const platform = clientPlatform(navigator.userAgent, 'plus' in window);
  return visibleFeatures(platform, switches.data ?? { pack: DEFAULT_PACK, iosOk: true, androidOk: true, azIosOpen: false });
}
