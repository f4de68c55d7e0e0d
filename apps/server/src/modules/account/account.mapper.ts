import type { UserInfo } from '@scoreline/contract';
import type { UserRow } from '../../plugins/db/schema.ts';

/** The contract's view of a user row; the phone is masked, VIP expiry is in epoch ms. */
export function toUserInfo(row: UserRow, now: number): UserInfo {
  const vipActive = row.vip_expires_at !== null && row.vip_expires_at.getTime() > now;
  return {
    uid: String(row.id),
    kind: row.kind === 'visitor' ? 'visitor' : 'user',
    nickname: row.nickname,
    avatar: row.avatar_url ?? row.wechat_avatar ?? '',
    faceId: row.face_id,
    vip: vipActive ? row.vip_level : 0,
    vipExpireTime: vipActive && row.vip_expires_at ? row.vip_expires_at.getTime() : 0,
    phone: row.phone ? maskPhone(row.phone) : null,
    wechatBound: row.wechat_openid !== null || row.wechat_unionid !== null,
    role: row.roles,
    createdAt: row.created_at.getTime(),
  };
}

/**
 * @example maskPhone('13800138000') // '138****8000'
 */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
