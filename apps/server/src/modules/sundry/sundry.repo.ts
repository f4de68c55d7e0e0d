import { sql } from 'kysely';
import type { Executor } from '../account/account.repo.ts';

export interface DeviceInfo {
  brand?: string | undefined;
  model?: string | undefined;
  os?: string | undefined;
  osVersion?: string | undefined;
  appVersion?: string | undefined;
  screen?: string | undefined;
  language?: string | undefined;
}

/** One row per visitor id: the latest report wins. */
export async function upsertDevice(db: Executor, key: { visitorUuid: string; userId: number }, info: DeviceInfo): Promise<void> {
  const values = {
    brand: info.brand ?? null,
    model: info.model ?? null,
    os: info.os ?? null,
    os_version: info.osVersion ?? null,
    app_version: info.appVersion ?? null,
    screen: info.screen ?? null,
    language: info.language ?? null,
  };
  await db
    .insertInto('devices')
    .values({ visitor_uuid: key.visitorUuid, user_id: key.userId, ...values })
    .onConflict((oc) => oc.column('visitor_uuid').doUpdateSet({ ...values, user_id: key.userId, updated_at: sql<Date>`now()` }))
    .execute();
}

export async function savePushCid(db: Executor, key: { visitorUuid: string; userId: number }, cid: string): Promise<void> {
  await db
    .insertInto('devices')
    .values({ visitor_uuid: key.visitorUuid, user_id: key.userId, push_cid: cid })
    .onConflict((oc) => oc.column('visitor_uuid').doUpdateSet({ push_cid: cid, user_id: key.userId, updated_at: sql<Date>`now()` }))
    .execute();
}
