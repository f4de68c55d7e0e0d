import { Button } from 'antd-mobile';
import { VideoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../../components/notice/notice.tsx';
import { HlsPlayer } from './hls-player.tsx';
import styles from '../match.module.css';

export interface StreamLink {
  label: string;
  url: string;
}

/**
 * 视频: a player for the match's stream links with a switch between them, or a clear message
 * when the match has none (the replayed data carries no video rights).
 */
export function VideoPanel({ streams }: { streams: readonly StreamLink[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = streams[index] ?? streams[0];
  if (!current) return <Notice icon={<VideoOutline />} title={t('match.noVideo')} testId="video-none" />;
  return (
    <div className={styles.panel} data-testid="video-panel">
      <HlsPlayer src={current.url} />
      {streams.length > 1 && (
        <div className={styles.streams}>
          {streams.map((s, i) => (
            <Button key={s.url} size="mini" color={i === index ? 'danger' : 'default'} onClick={() => setIndex(i)}>
              {s.label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * A stream link as the app accepts it: http(s) only, so a link can never run script.
 *
 * @example isStreamUrl('https://cdn.example.com/live/a.m3u8') // true
 */
export function isStreamUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
