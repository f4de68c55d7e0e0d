import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageStore } from '../stores/message-store.ts';
import { MessageLayer } from './message-layer.tsx';

const loaded = vi.hoisted(() => ({ center: 0, score: 0 }));
vi.mock('./center-popup.tsx', async (importOriginal) => {
  loaded.center += 1;
  return importOriginal();
});
vi.mock('./score-dialog.tsx', async (importOriginal) => {
  loaded.score += 1;
  return importOriginal();
});

afterEach(() => {
  cleanup();
  act(() => messageStore.hideScore());
});

describe('MessageLayer', () => {
  it('loads the centred pop-ups\' code only with their first message, then keeps the dialog for the next', async () => {
    render(<MessageLayer onOpenLink={vi.fn()} />);
    expect(loaded).toEqual({ center: 0, score: 0 });
    act(() => messageStore.showScore({ homeTeam: '热刺', awayTeam: '曼城', homeScore: 0, awayScore: 1 }));
    expect((await screen.findByTestId('score-dialog-score')).textContent).toBe('0:1');
    expect(loaded).toEqual({ center: 0, score: 1 });
    act(() => messageStore.hideScore());
    act(() => messageStore.showScore({ homeTeam: '热刺', awayTeam: '曼城', homeScore: 1, awayScore: 1 }));
    expect(screen.getByTestId('score-dialog-score').textContent).toBe('1:1');
  });
});
