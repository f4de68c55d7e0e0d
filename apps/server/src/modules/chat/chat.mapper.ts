import type { ChatMessage, ChatReport, ReportReason } from '@scoreline/contract';
import type { MessageRow, ReportRow } from './chat.repo.ts';

/** Contract views of the chat rows (ids as strings, times in epoch ms). */

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: String(row.id),
    matchId: row.match_id,
    uid: String(row.user_id),
    nickname: row.nickname,
    avatar: row.avatar ?? '',
    faceId: row.face_id,
    text: row.body,
    createdAt: row.created_at.getTime(),
  };
}

export function toChatReport(row: ReportRow, message: MessageRow | undefined): ChatReport {
  return {
    id: String(row.id),
    target: row.target,
    matchId: row.match_id,
    messageId: row.message_id === null ? null : String(row.message_id),
    message: message ? toChatMessage(message) : null,
    messageHidden: message?.hidden_at != null,
    // The column's check constraint holds exactly the contract's reasons.
    reason: row.reason as ReportReason,
    detail: row.detail,
    reporterUid: String(row.reporter_id),
    createdAt: row.created_at.getTime(),
  };
}
