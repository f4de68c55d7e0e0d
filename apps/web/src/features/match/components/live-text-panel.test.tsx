import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { LiveTextPanel } from './live-text-panel.tsx';

afterEach(cleanup);

const line = (seq: number, minute: string) => ({ seq, minute, text: `line ${seq}`, score: { home: 86, away: 55 } });

describe('LiveTextPanel minutes', () => {
  it('writes a basketball line\'s quarter and overtime in the reader\'s language (zh-Hans), not as the wire\'s Q3 / OT1', async () => {
    renderWithProviders(<LiveTextPanel lines={[line(1, 'Q3 08:27'), line(2, 'OT1 00:30')]} isPending={false} />);
    const minutes = [...(await screen.findByTestId('live-text')).querySelectorAll('li > span:first-child')].map((span) => span.textContent);
    expect(minutes).toEqual(['加1 00:30', '3节 08:27']);
  });

  it('passes a football minute through unchanged', async () => {
    renderWithProviders(<LiveTextPanel lines={[line(1, "45+2'")]} isPending={false} />);
    expect(await screen.findByText("45+2'")).toBeTruthy();
  });
});
