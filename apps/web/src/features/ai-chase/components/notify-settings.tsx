import type { AiPlanType } from '@scoreline/contract';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { useNotifySettings, useSaveNotify } from '../api/ai-chase.ts';
import styles from './ai-chase.module.css';
import { LoadState } from './load-state.tsx';

/** Which AI plan lines notify the user (a push while the app is open) when a new plan is published. */
export function NotifySettings() {
  const { t } = useTranslation();
  const query = useNotifySettings();
  const save = useSaveNotify();
  return (
    <LoadState query={query} rows={6}>
      {(data) => {
        const chosen = data.lines.filter((l) => l.notify).map((l) => l.line);
        const toggle = (line: AiPlanType, on: boolean) =>
          save.mutate(on ? [...chosen, line] : chosen.filter((l) => l !== line), { onSuccess: () => showToast(t('ai-chase.notify.saved')) });
        return (
          <div data-testid="chase-notify">
            <p className={styles.note}>{t('ai-chase.notify.help')}</p>
            <List header={t('ai-chase.notify.title')}>
              {data.lines.map((l) => (
                <List.Item key={l.line} extra={<Switch checked={l.notify} loading={save.isPending} onChange={(on) => toggle(l.line, on)} data-testid={`chase-notify-${l.line}`} />}>
                  {t(`ai-chase.line.${l.line}`)}
                </List.Item>
              ))}
            </List>
          </div>
        );
      }}
    </LoadState>
  );
}
