import { Button, List, Radio, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../../components/page/page.tsx';
import { scorePaths } from '../routes.ts';
import { settingsStore, tipsStore, useScoreSettings, useTips, type GameTipsSetting, type ScoreSettings } from '../stores/score-settings.ts';
import { playGoalTone, unlockAudio } from '../utils/ringtone.ts';
import styles from './pages.module.css';

const TIPS: readonly (keyof GameTipsSetting)[] = ['dialog', 'audio', 'shake'];

function RadioRow<K extends keyof ScoreSettings>({ field, options, label }: { field: K; options: readonly { value: ScoreSettings[K]; label: string }[]; label: string }) {
  const settings = useScoreSettings();
  return (
    <List.Item description={label}>
      <Radio.Group value={settings[field]} onChange={(value) => settingsStore.update({ [field]: value })}>
        <div className={styles.radios}>
          {options.map((o) => (
            <Radio key={String(o.value)} value={o.value} data-testid={`setting-${String(field)}-${String(o.value)}`}>
              {o.label}
            </Radio>
          ))}
        </div>
      </Radio.Group>
    </List.Item>
  );
}

/** /pages/score/game_setting: goal reminders (spec `gameTipsSetting`: pop-up, ringtone, vibration), their scope, and the list's odds. */
export default function GameSettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tips = useTips();
  const settings = useScoreSettings();
  const testTone = () => {
    unlockAudio();
    // The context resumes asynchronously after the tap; the tone follows a moment later.
    setTimeout(playGoalTone, 50);
  };
  return (
    <Page testId="scores-game-setting" nav={{ title: t('scores.gameSetting.title') }}>
      <List header={t('scores.gameSetting.tips')}>
        {TIPS.map((key) => (
          <List.Item
            key={key}
            extra={<Switch checked={tips[key]} onChange={(on) => tipsStore.update({ [key]: on })} data-testid={`tips-${key}`} aria-label={t(`scores.gameSetting.${key}`)} />}
          >
            {t(`scores.gameSetting.${key}`)}
            {key === 'audio' && (
              <Button size="mini" fill="none" color="primary" onClick={testTone} data-testid="tips-test-tone">
                {t('scores.gameSetting.testTone')}
              </Button>
            )}
          </List.Item>
        ))}
        <RadioRow
          field="scope"
          label={t('scores.gameSetting.scope')}
          options={[
            { value: 'followed', label: t('scores.gameSetting.scopeFollowed') },
            { value: 'all', label: t('scores.gameSetting.scopeAll') },
          ]}
        />
      </List>
      <List header={`${t('scores.gameSetting.odds')} · ${t('scores.sport.football')}`}>
        <List.Item extra={settings.footballCompany} onClick={() => void navigate(scorePaths.companiesFootball)} data-testid="setting-football-company">
          {t('scores.gameSetting.company')}
        </List.Item>
        <RadioRow
          field="footballOdds"
          label={t('scores.gameSetting.oddsType')}
          options={[
            { value: '1x2', label: t('scores.odds.1x2') },
            { value: 'handicap', label: t('scores.odds.handicap') },
          ]}
        />
      </List>
      <List header={`${t('scores.gameSetting.odds')} · ${t('scores.sport.basketball')}`}>
        <List.Item extra={t(`scores.companies.${settings.basketballCompany}`)} onClick={() => void navigate(scorePaths.companiesBasketball)} data-testid="setting-basketball-company">
          {t('scores.gameSetting.company')}
        </List.Item>
        <RadioRow
          field="basketballOdds"
          label={t('scores.gameSetting.oddsType')}
          options={[
            { value: 'spread', label: t('scores.odds.spread') },
            { value: 'moneyline', label: t('scores.odds.moneyline') },
          ]}
        />
      </List>
    </Page>
  );
}
