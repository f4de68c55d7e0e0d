import type { AiBacktestRecord, AiRecord, AiScorecard } from '@scoreline/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BacktestCard } from './backtest-card.tsx';
import { RecordStrip } from './record-strip.tsx';

const empty = (days: number | null): AiRecord => ({ days, settled: 0, won: 0, hitRate: null, returnUnits: 0, roi: null, recent: [] });
// 2026-11-01 00:00 and 2026-11-28 20:00 Beijing.
const backtest: AiBacktestRecord = { from: Date.UTC(2026, 9, 31, 16), to: Date.UTC(2026, 10, 28, 12), settled: 50, won: 21, hitRate: 0.42, returnUnits: 48.5, roi: -0.03 };

afterEach(cleanup);

describe('RecordStrip: the live record and the back-test, labelled apart', () => {
  it('labels the live record 实盘 and shows the back-test as 回测 with its window and sample size', () => {
    renderWithProviders(<RecordStrip records={[empty(7), empty(30), empty(null)]} backtest={backtest} />);
    expect(screen.getByTestId('ai-record-live-label').textContent).toBe('实盘：开赛前写入哈希链的方案');
    expect(screen.getAllByText('0中0')).toHaveLength(3);
    expect(screen.getByTestId('ai-record-backtest').textContent).toBe('回测11-01–11-28 命中率42% · 50中21 · 回报率 -3%');
  });

  it('shows no back-test line before the back-test has finished', () => {
    renderWithProviders(<RecordStrip records={[empty(7)]} backtest={null} />);
    expect(screen.queryByTestId('ai-record-backtest')).toBeNull();
  });
});

describe('BacktestCard: the scorecard\'s 回测 section', () => {
  const card: NonNullable<AiScorecard['backtest']> = {
    status: 'done', from: backtest.from, to: backtest.to, predictions: 420, matches: 180,
    calibration: [{ from: 0.4, to: 0.5, predicted: 0.45, observed: 0.47, count: 180 }],
    rpsByDay: [{ day: '2026-11-02', matches: 9, ai: 0.2, market: 0.21 }],
    plans: [{ sport: 'football', record: backtest }, { sport: 'basketball', record: { ...backtest, settled: 12, won: 5, hitRate: 5 / 12 } }],
  };

  it('names itself 回测, says how it was computed, and puts each sport\'s sample size beside its rates', () => {
    renderWithProviders(<BacktestCard backtest={card} />);
    expect(screen.getByTestId('ai-backtest').textContent).toContain('回测');
    expect(screen.getByText(/不在哈希链中，与实盘分开统计/)).toBeTruthy();
    expect(screen.getByTestId('ai-backtest-plans-football').textContent).toBe('足球方案 50中21 · 命中率42% · 回报率 -3%');
    expect(screen.getByTestId('ai-backtest-plans-basketball').textContent).toBe('篮球方案 12中5 · 命中率42% · 回报率 -3%');
    expect(screen.getByTestId('ai-calibration')).toBeTruthy();
  });

  it('says it is still computing while the first start runs it', () => {
    renderWithProviders(<BacktestCard backtest={{ ...card, status: 'running' }} />);
    expect(screen.getByTestId('ai-backtest-running').textContent).toBe('回测正在计算，完成后显示。');
    expect(screen.queryByTestId('ai-backtest-plans-football')).toBeNull();
  });
});
