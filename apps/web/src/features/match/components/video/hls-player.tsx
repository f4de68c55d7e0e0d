import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../match.module.css';

/**
 * Plays one stream: natively where the browser plays HLS (Safari), else through hls.js, loaded
 * only when a stream is actually opened so it never weighs on the match page.
 */
export function HlsPlayer({ src }: { src: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setFailed(false);
    if (!src.includes('.m3u8') || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      return;
    }
    let destroy = () => undefined as void;
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        setFailed(true);
        return;
      }
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src]);

  return (
    <>
      <video ref={ref} className={styles.video} controls playsInline data-testid="hls-video" onError={() => setFailed(true)} />
      {failed && <p className={styles.empty}>{t('match.videoFailed')}</p>}
    </>
  );
}
