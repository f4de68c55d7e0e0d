import { LeftOutline } from 'antd-mobile-icons';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { hashPathname } from '../../lib/link/hash-path.ts';
import styles from './nav-bar.module.css';

export interface NavBarProps {
  title: string;
  /** Show the back arrow; false on the first page and on tab pages. */
  back?: boolean;
  right?: ReactNode;
  /** `brand`: the spec's red header with a white title; `light`: white with dark text. */
  tone?: 'light' | 'brand';
  background?: string;
  color?: string;
}

/** React Router keeps the history position in `history.state.idx`; 0 is the first entry. */
function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/** Back: one step back, or to '/' when this page is the only one in the history. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (historyIndex() > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
}

/**
 * Back, but only while the page that asked is still the one shown: a save that finishes after the
 * user has already gone elsewhere must not pull them back through the history.
 */
export function useGoBackFrom(pathname: string): () => void {
  const goBack = useGoBack();
  return () => {
    // The path as the address bar has it now, not as the last render saw it.
    if (hashPathname(window.location.hash) === pathname) goBack();
  };
}

/** The navigation bar: 44 px plus the status bar; the window title follows its title. */
export function NavBar({ title, back = true, right, tone = 'light', background, color }: NavBarProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <header
      className={`${styles.bar} ${tone === 'brand' ? styles.brand : ''}`}
      style={{ background, color }}
      data-testid="nav-bar"
    >
      <div className={styles.inner}>
        <div className={styles.side}>
          {back && (
            <button type="button" className={styles.back} onClick={goBack} aria-label={t('common.back')} data-testid="nav-back">
              <LeftOutline />
            </button>
          )}
        </div>
        <h1 className={styles.title} data-testid="nav-title">
          {title}
        </h1>
        <div className={`${styles.side} ${styles.right}`}>{right}</div>
      </div>
    </header>
  );
}
