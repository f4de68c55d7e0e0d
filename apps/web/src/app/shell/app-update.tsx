import { useAppUpdate } from '../../features/content/hooks/use-app-update.ts';

/** The Android package update check as a component, so the shell can load it after first paint. */
export default function AppUpdate() {
  useAppUpdate();
  return null;
}
