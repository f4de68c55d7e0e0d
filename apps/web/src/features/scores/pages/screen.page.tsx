import { List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { scorePaths } from '../routes.ts';
import { useScoreFilters, useScoreSettings, type FilterSlot } from '../stores/score-settings.ts';

/** /pages/score/screen: the filters of both sports, each with what it holds now. */
export default function ScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const filters = useScoreFilters();
  const settings = useScoreSettings();
  const state = (slot: FilterSlot) => {
    const chosen = filters[slot];
    return chosen === null ? t('scores.screen.allShown') : t('scores.screen.someShown', { count: chosen.length });
  };
  const entries = [
    { key: 'now', label: t('scores.screen.competitionsNow'), extra: state('footballNow'), to: scorePaths.competitionsNow },
    { key: 'day', label: t('scores.screen.competitionsDay'), extra: state('football'), to: scorePaths.competitionsDay },
    { key: 'basketball', label: t('scores.screen.competitionsBasketball'), extra: state('basketball'), to: scorePaths.competitionsBasketball },
    { key: 'companies', label: t('scores.screen.companiesFootball'), extra: settings.footballCompany, to: scorePaths.companiesFootball },
    { key: 'companies-l', label: t('scores.screen.companiesBasketball'), extra: t(`scores.companies.${settings.basketballCompany}`), to: scorePaths.companiesBasketball },
  ];
  return (
    <Page testId="scores-screen" nav={{ title: t('scores.screen.title') }}>
      <List>
        {entries.map((entry) => (
          <List.Item key={entry.key} extra={entry.extra} onClick={() => void navigate(entry.to)} data-testid={`screen-${entry.key}`}>
            {entry.label}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}
