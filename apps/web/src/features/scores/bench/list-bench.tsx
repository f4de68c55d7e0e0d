import { List } from 'antd-mobile';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { currentLocale, i18n, loadLocale } from '../../../lib/i18n/i18n.ts';
import '../../../styles/global.css';
import { rowLabels } from '../components/row-labels.ts';
import { ScoreList } from '../components/score-list.tsx';
import { ScoreRowView } from '../components/score-row.tsx';
import type { ScoreRowModel } from '../model/score-row.ts';
import { benchBoard, benchTick, seededRandom } from './bench-rows.ts';

/**
 * The scores list benchmark page (built only by `bench/web-scores.ts`, never part of the app):
 * the real virtualised list against a plain antd-mobile List rendering every row, driven from
 * the bench through `window.scoresBench`.
 */

type Impl = 'virtual' | 'plain';

const board = benchBoard(1000);
// Set once the active locale's texts have arrived, before `window.scoresBench` appears.
let labels = rowLabels(i18n.t);
const noop = () => undefined;
const pricesOf = (row: ScoreRowModel) => board.prices.get(row.id) ?? null;
const none: ReadonlySet<string> = new Set();

let setRowsRef: Dispatch<SetStateAction<ScoreRowModel[]>> | null = null;

function VirtualBoard() {
  const [rows, setRows] = useState(board.rows);
  setRowsRef = setRows;
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={scrollRef} style={{ height: '100vh', overflowY: 'auto' }}>
      <ScoreList rows={rows} scrollRef={scrollRef} labels={labels} followed={none} pricesOf={pricesOf} onToggleFollow={noop} onOpen={noop} />
    </div>
  );
}

/** The baseline: what a list without virtualisation or memoisation does, every row every time. */
function PlainBoard() {
  const [rows, setRows] = useState(board.rows);
  setRowsRef = setRows;
  return (
    <div style={{ height: '100vh', overflowY: 'auto' }}>
      <List>
        {rows.map((row) => (
          <List.Item key={row.id}>
            <ScoreRowView row={row} prices={pricesOf(row)} followed={false} labels={labels} onToggleFollow={noop} onOpen={noop} />
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * The measured span of a mount or tick is synchronous: React's render and commit (flushSync),
 * then the browser's style and layout of the result (forced by reading a layout value). The
 * frame is awaited afterwards, outside the span, so vsync timing adds no noise to the figures.
 */
const forceLayout = () => document.body.getBoundingClientRect().height;

/** Resolves once the frame that shows the last commit has been produced. */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });

let root: Root | null = null;
const random = seededRandom(7);
let rows = board.rows;

const api = {
  async mount(impl: Impl): Promise<number> {
    const host = document.getElementById('root');
    if (!host) throw new Error('no #root');
    const t0 = performance.now();
    root = createRoot(host);
    const Board = impl === 'virtual' ? VirtualBoard : PlainBoard;
    flushSync(() => root?.render(<Board />));
    forceLayout();
    const spent = performance.now() - t0;
    await nextFrame();
    return spent;
  },
  async unmount(): Promise<void> {
    root?.unmount();
    root = null;
    rows = board.rows;
    await nextFrame();
  },
  /** One tick of `changes` row changes; milliseconds of render, commit, style and layout. */
  async tick(changes: number): Promise<number> {
    rows = benchTick(rows, changes, random, performance.now());
    const next = rows;
    const t0 = performance.now();
    flushSync(() => setRowsRef?.(next));
    forceLayout();
    const spent = performance.now() - t0;
    await nextFrame();
    return spent;
  },
  rowsInDom: () => document.querySelectorAll('[data-testid="score-row"]').length,
};

declare global {
  interface Window {
    scoresBench?: typeof api;
  }
}

void loadLocale(currentLocale()).then(() => {
  labels = rowLabels(i18n.t);
  window.scoresBench = api;
});
