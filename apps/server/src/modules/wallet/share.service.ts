import type { Db } from '../../plugins/db/database.ts';
import type { CallContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './share.repo.ts';
import { callerId, offsetOf, type WalletSettings } from './wallet.settings.ts';
import type { WithdrawalService } from './withdrawal.service.ts';

/**
 * Invitations: a user's invite code and link (the login page reads `invite` from the link and
 * sends it with MobileUser/loginByPhone, which binds the new account to the inviter), the
 * invitees, and the commission their purchases earn (credited by the purchase engine).
 */
export class ShareService {
  constructor(
    private readonly db: Db,
    private readonly withdrawals: WithdrawalService,
    private readonly settings: WalletSettings,
  ) {}

  async shareUrl(origin: string, ctx: CallContext) {
    const code = await repo.inviteCodeOf(this.db, callerId(ctx));
    if (!code) throw new AppError('notFound', 'notFound');
    return { inviteCode: code, url: `${origin}/#/pages/user/login?invite=${code}` };
  }

  async summary(ctx: CallContext) {
    const userId = callerId(ctx);
    const [invitees, earnings] = await Promise.all([repo.countInvitees(this.db, userId), this.withdrawals.earnings(userId, 'invite')]);
    return {
      invitees, balance: earnings.balance, earned: earnings.earned, pending: earnings.pending,
      commissionPercent: this.settings.inviteCommissionPercent, coinsPerYuan: this.settings.withdrawCoinsPerYuan, minCoins: this.settings.withdrawMinCoins,
    };
  }

  async invitees(p: { page: number; pageSize: number }, ctx: CallContext) {
    const userId = callerId(ctx);
    const [total, rows] = await Promise.all([repo.countInvitees(this.db, userId), repo.listInvitees(this.db, userId, p.pageSize, offsetOf(p))]);
    const commission = await repo.commissionByInvitee(this.db, userId, rows.map((r) => r.id));
    const items = rows.map((r) => ({
      uid: String(r.id), nickname: r.nickname, avatar: r.avatar_url ?? r.wechat_avatar ?? '',
      joinedAt: new Date(r.created_at).getTime(), commission: commission.get(r.id) ?? 0,
    }));
    return { page: p.page, pageSize: p.pageSize, total, items };
  }
}
