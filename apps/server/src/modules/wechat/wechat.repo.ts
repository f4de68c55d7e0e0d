import type { UserRow } from '../../plugins/db/schema.ts';
import type { Executor } from '../account/account.repo.ts';

/** Finds the account of a WeChat identity: unionid first (shared across WeChat apps), then openid. */
export async function findUserByWechat(
  db: Executor,
  ids: { unionid?: string | undefined; openid?: string | undefined; miniOpenid?: string | undefined },
): Promise<UserRow | undefined> {
  if (ids.unionid) {
    const byUnion = await db.selectFrom('users').selectAll().where('wechat_unionid', '=', ids.unionid).executeTakeFirst();
    if (byUnion) return byUnion;
  }
  if (ids.openid) return db.selectFrom('users').selectAll().where('wechat_openid', '=', ids.openid).executeTakeFirst();
  if (ids.miniOpenid) return db.selectFrom('users').selectAll().where('wechat_mini_openid', '=', ids.miniOpenid).executeTakeFirst();
  return undefined;
}
