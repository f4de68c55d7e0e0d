import { z } from 'zod';
import { access } from './access.ts';
import { defineCall } from './call.ts';
import { emptyPayload, epochMs } from './common.ts';
import { walletPaging, withdrawal, withdrawPayload } from './wallet-shapes.ts';

/** Invitations (MobileShare): the invite link and code, invitees and commission withdrawals. */

export const walletShareCalls = {
  shareUrl: defineCall({
    module: 'MobileShare',
    name: 'getUserShareUrl',
    summary: 'The caller\'s invite code and link; someone who signs up through it becomes the caller\'s invitee.',
    access: access.user,
    payload: emptyPayload,
    reply: z.object({ inviteCode: z.string(), url: z.string() }),
  }),
  inviteSummary: defineCall({
    module: 'MobileShare',
    name: 'getLowerInfo',
    summary: 'The caller\'s invitations: invitees, commission balance (withdrawable), earned, held in pending withdrawals, and the commission rate.',
    access: access.user,
    payload: emptyPayload,
    reply: z.object({ invitees: z.number().int(), balance: z.number().int(), earned: z.number().int(), pending: z.number().int(), commissionPercent: z.number().int(), coinsPerYuan: z.number().int(), minCoins: z.number().int() }),
  }),
  invitees: defineCall({
    module: 'MobileShare',
    name: 'getUserLowerList',
    summary: 'The caller\'s invitees, newest first, with the commission each has brought.',
    access: access.user,
    payload: z.object(walletPaging),
    reply: z.object({
      page: z.number().int(), pageSize: z.number().int(), total: z.number().int(),
      items: z.array(z.object({ uid: z.string(), nickname: z.string(), avatar: z.string(), joinedAt: epochMs, commission: z.number().int().nonnegative() })),
    }),
  }),
  applyInviteWithdrawal: defineCall({
    module: 'MobileShare',
    name: 'applyLowerTx',
    summary: 'Applies to withdraw invite commission: the coins are held at once; an admin approves or rejects (coins return).',
    access: access.user,
    payload: withdrawPayload,
    reply: withdrawal,
  }),
} as const;
