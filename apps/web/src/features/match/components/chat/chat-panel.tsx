import { Button, DotLoading, Input } from 'antd-mobile';
import { MAX_CHAT_LENGTH, type ChatMessage } from '@scoreline/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListSkeleton } from '../../../../components/skeleton/page-skeleton.tsx';
import { useChatList, useOlderChat, usePostChat } from '../../api/chat-api.ts';
import { useIsUser } from '../../../account/hooks/use-is-user.ts';
import styles from '../match.module.css';
import { beijingTime } from '../../../../lib/time/beijing.ts';

export interface ChatPanelProps {
  matchId: string;
  onReport: (message: ChatMessage) => void;
  loginPath: string;
}

/** 聊天: the match chat, newest at the bottom; messages from others arrive by push (`gameChat`). */
export function ChatPanel({ matchId, onReport, loginPath }: ChatPanelProps) {
  const { t } = useTranslation();
  const chat = useChatList(matchId);
  const older = useOlderChat(matchId);
  const listRef = useRef<HTMLDivElement>(null);
  const count = chat.data?.items.length ?? 0;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const first = chat.data?.items[0];
  return (
    <div className={styles.chat} data-testid="match-chat">
      <div className={styles.chatList} ref={listRef} data-testid="chat-list">
        {chat.isPending && <ListSkeleton rows={5} />}
        {chat.data?.hasMore && first && (
          <Button size="mini" fill="none" block loading={older.isPending} onClick={() => older.mutate(first.id)}>
            {t('match.chatOlder')}
          </Button>
        )}
        {chat.data && count === 0 && <p className={styles.empty}>{t('match.chatEmpty')}</p>}
        {chat.data?.items.map((m) => <ChatLine key={m.id} message={m} onReport={onReport} />)}
      </div>
      <ChatInput matchId={matchId} loginPath={loginPath} />
    </div>
  );
}

function ChatLine({ message, onReport }: { message: ChatMessage; onReport: (message: ChatMessage) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.chatMessage} data-testid="chat-message">
      {message.avatar ? <img className={styles.chatAvatar} src={message.avatar} alt="" loading="lazy" /> : <span className={styles.chatAvatar} />}
      <div className={styles.chatBody}>
        <div className={styles.chatMeta}>
          <span>{message.nickname}</span>
          <span>{beijingTime(message.createdAt)}</span>
          <button type="button" className={styles.chatReport} onClick={() => onReport(message)} data-testid="chat-report">
            {t('match.report')}
          </button>
        </div>
        {/* Rendered as a text node: React escapes it, so markup in a message shows as typed. */}
        <div className={styles.chatText} data-testid="chat-text">{message.text}</div>
      </div>
    </div>
  );
}

function ChatInput({ matchId, loginPath }: { matchId: string; loginPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isRegistered = useIsUser();
  const post = usePostChat(matchId);
  const [text, setText] = useState('');
  const length = Array.from(text.trim()).length;
  if (!isRegistered) {
    return (
      <div className={styles.chatInput}>
        <span className={styles.muted} style={{ flex: 1 }}>{t('match.chatLoginHint')}</span>
        <Button size="small" color="danger" onClick={() => void navigate(loginPath)} data-testid="chat-login">
          {t('match.chatLogin')}
        </Button>
      </div>
    );
  }
  const send = () => {
    if (length === 0 || length > MAX_CHAT_LENGTH || post.isPending) return;
    post.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <div className={styles.chatInput}>
      <Input
        className={styles.chatField}
        value={text}
        onChange={setText}
        onEnterPress={send}
        placeholder={t('match.chatPlaceholder')}
        maxLength={MAX_CHAT_LENGTH}
        data-testid="chat-input"
        aria-label={t('match.chatPlaceholder')}
      />
      <span className={styles.chatCount}>{`${length}/${MAX_CHAT_LENGTH}`}</span>
      <Button size="small" color="danger" disabled={length === 0} onClick={send} data-testid="chat-send">
        {post.isPending ? <DotLoading color="white" /> : t('match.chatSend')}
      </Button>
    </div>
  );
}
