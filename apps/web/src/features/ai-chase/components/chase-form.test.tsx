import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChaseForm } from './chase-form.tsx';

afterEach(cleanup);

const type = (field: string, value: string) => fireEvent.change(screen.getByTestId(`chase-input-${field}`).querySelector('input') as HTMLInputElement, { target: { value } });

describe('ChaseForm', () => {
  it('refuses to save without a stop-loss, then saves the validated settings', async () => {
    const onSave = vi.fn();
    renderWithProviders(<ChaseForm line="spf" defaults={{ baseStake: 10, maxSteps: 10 }} saving={false} onSave={onSave} onCancel={() => undefined} />);
    fireEvent.click(await screen.findByTestId('chase-save'));
    expect(screen.getByTestId('chase-error-stopLoss').textContent).toMatch(/请设置止损/);
    expect(onSave).not.toHaveBeenCalled();

    type('stopLoss', '5');
    fireEvent.click(screen.getByTestId('chase-save'));
    expect(screen.getByTestId('chase-error-stopLoss').textContent).toMatch(/不能低于基础注额/);

    type('baseStake', '7');
    type('stopLoss', '100');
    fireEvent.click(screen.getByTestId('chase-save'));
    expect(screen.getByTestId('chase-error-baseStake').textContent).toMatch(/2的倍数/);

    type('baseStake', '8');
    fireEvent.click(screen.getByTestId('chase-save'));
    expect(onSave).toHaveBeenCalledWith({ line: 'spf', baseStake: 8, progression: { kind: 'flat' }, maxSteps: 10, stopLoss: 100, takeProfit: null });
  });
});
