import { DotLoading } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PULL_SETTLE_MS, type PullState } from './pull-state.ts';
import styles from './pull-refresh.module.css';

/** The header that opens above the content while pulling; its text follows the phase. */
export function PullIndicator({ state }: { state: PullState }) {
  const { t } = useTranslation();
  const animating = state.phase !== 'pulling' && state.phase !== 'reached';
  // Looked up once per language: the indicator re-renders with its page on every live update.
  const texts = useMemo(
    () => ({
      idle: '',
      pulling: t('pull.pulling'),
      aborting: t('pull.pulling'),
      reached: t('pull.reached'),
      refreshing: t('pull.refreshing'),
      restoring: t('pull.restoring'),
    }),
    [t],
  );
  const text = texts[state.phase];
  return (
    <div
      className={styles.indicator}
      data-testid="pull-indicator"
      data-phase={state.phase}
      aria-live="polite"
      style={{ height: state.distance, transition: animating ? `height ${PULL_SETTLE_MS}ms ease` : 'none' }}
    >
      <span className={styles.text}>
        {state.phase === 'refreshing' && <DotLoading color="currentColor" />}
        {text}
      </span>
    </div>
  );
}
