import { adminSettingsInput, APP_VERSION, APP_VERSION_CODE, DEFAULT_PACK, type AdminSettings } from '@scoreline/contract';
import type { Executor } from '../account/account.repo.ts';
import { readSetting, writeSetting } from './content.repo.ts';

/**
 * The app settings editors control (update check, store flags, pack mode, partner link), one
 * row in `content_settings`. Until an editor saves them: this version is the latest, both store
 * flags are on (nothing is under review), pack `hide`, no partner link.
 */

const KEY = 'app';

export const DEFAULT_SETTINGS: AdminSettings = {
  latestVersion: APP_VERSION,
  latestCode: APP_VERSION_CODE,
  androidUrl: null,
  notes: '',
  iosOk: true,
  androidOk: true,
  azIosOpen: false,
  pack: DEFAULT_PACK,
  jinbaoHref: null,
};

export async function loadSettings(db: Executor): Promise<AdminSettings> {
  const stored = adminSettingsInput.safeParse(await readSetting(db, KEY));
  return stored.success ? stored.data : DEFAULT_SETTINGS;
}

export async function saveSettings(db: Executor, settings: AdminSettings, userId: number): Promise<void> {
  await writeSetting(db, KEY, settings, userId);
}
