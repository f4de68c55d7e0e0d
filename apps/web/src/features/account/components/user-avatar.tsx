import { UserOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { api } from '../../../lib/api/index.ts';
import styles from './account.module.css';

/** A round avatar; the default figure when there is no image or it fails to load. */
export function UserAvatar({ src, size = 56, testId }: { src: string | null | undefined; size?: number; testId?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src ? api.resolveUrl(src) : '';
  const style = { width: size, height: size, fontSize: size * 0.55 };
  if (!url || failed === url) {
    return (
      <span className={styles.avatar} style={style} data-testid={testId}>
        <UserOutline />
      </span>
    );
  }
  return <img className={styles.avatar} style={style} src={url} alt="" onError={() => setFailed(url)} data-testid={testId} />;
}
