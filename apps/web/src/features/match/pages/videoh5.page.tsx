import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { isStreamUrl, VideoPanel } from '../components/video/video-panel.tsx';

/**
 * 视频 (videoh5?url=…&title=…): one live stream in the HLS player. Links other than http(s)
 * are ignored, so the page says there is nothing to play rather than loading them.
 */
export default function VideoH5Page() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const streams = params.getAll('url').filter(isStreamUrl).map((url, i) => ({ label: t('match.streamN', { n: i + 1 }), url }));
  return (
    <Page testId="videoh5-page" nav={{ title: params.get('title') || t('match.video'), tone: 'brand' }}>
      <VideoPanel streams={streams} />
    </Page>
  );
}
