import { CalculatorOutline, FileOutline, GiftOutline, HistogramOutline, QuestionCircleOutline, StarOutline, TeamOutline, TravelOutline } from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { contentPaths } from '../content-paths.ts';
import styles from './content.module.css';

interface Entry {
  key: 'scoreCalculator' | 'sfcCalculator' | 'data' | 'experts' | 'ai' | 'tips' | 'activities' | 'football' | 'help';
  path: string;
  icon: ComponentType;
  colour: string;
  /** Odds-based (指数) features, hidden when the pack rules say so (visibleFeatures). */
  zhishu?: boolean;
}

/** The home shortcuts; only those whose page exists are shown. */
const ENTRIES: readonly Entry[] = [
  { key: 'scoreCalculator', path: '/pages/jisuan/score_calculator', icon: CalculatorOutline, colour: '#cb3131', zhishu: true },
  { key: 'sfcCalculator', path: '/pages/jisuan/sfc_calculator', icon: CalculatorOutline, colour: '#e8663d', zhishu: true },
  { key: 'data', path: '/pages/tabBar/data_list', icon: HistogramOutline, colour: '#1677ff' },
  { key: 'experts', path: '/pages/tabBar/zl_zj', icon: TeamOutline, colour: '#722ed1' },
  { key: 'ai', path: '/pages/tabBar/ai_zq_jh', icon: StarOutline, colour: '#13a8a8' },
  { key: 'tips', path: contentPaths.newsPage, icon: FileOutline, colour: '#389e0d' },
  { key: 'activities', path: contentPaths.activities, icon: GiftOutline, colour: '#d48806' },
  { key: 'football', path: contentPaths.footballHome, icon: TravelOutline, colour: '#cb3131' },
  { key: 'help', path: contentPaths.help, icon: QuestionCircleOutline, colour: '#8c8c8c' },
];

export interface EntryGridProps {
  isServed: (path: string) => boolean;
  showZhishu: boolean;
  onOpen: (path: string) => void;
}

export function EntryGrid({ isServed, showZhishu, onOpen }: EntryGridProps) {
  const { t } = useTranslation();
  const shown = ENTRIES.filter((e) => isServed(e.path) && (showZhishu || !e.zhishu)).slice(0, 8);
  return (
    <nav className={styles.grid} data-testid="home-entries">
      {shown.map(({ key, path, icon: Icon, colour }) => (
        <button key={key} type="button" className={styles.gridItem} onClick={() => onOpen(path)} data-testid={`home-entry-${key}`}>
          <span className={styles.gridIcon} style={{ background: colour }}>
            <Icon />
          </span>
          {t(`content.entry.${key}`)}
        </button>
      ))}
    </nav>
  );
}
