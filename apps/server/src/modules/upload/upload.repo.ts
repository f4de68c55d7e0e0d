import type { Executor } from '../account/account.repo.ts';

export async function insertUpload(
  db: Executor,
  upload: { id: string; userId: number; mime: string; width: number; height: number; data: Buffer; sha256: string },
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({ id: upload.id, user_id: upload.userId, mime: upload.mime, width: upload.width, height: upload.height, bytes: upload.data.length, data: upload.data, sha256: upload.sha256 })
    .execute();
}

export function findUpload(db: Executor, id: string) {
  return db.selectFrom('uploads').select(['data', 'mime', 'sha256']).where('id', '=', id).executeTakeFirst();
}
