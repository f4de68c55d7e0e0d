import type { UserInfo } from '@scoreline/contract';
import type { TFunction } from 'i18next';

/**
 * The name to show for an account. The server stores a visitor's nickname in Chinese only
 * ("游客1234"), so a visitor is shown as the localised "Visitor {{id}}" built from the uid;
 * a registered user keeps the nickname they chose.
 *
 * @example displayName({ kind: 'visitor', uid: '42', nickname: '游客42' }, t) // 'Visitor 42' in English
 */
export function displayName(user: Pick<UserInfo, 'kind' | 'uid' | 'nickname'>, t: TFunction): string {
  return user.kind === 'visitor' ? t('user.visitorName', { id: user.uid }) : user.nickname;
}
