import { describe, expect, it, vi } from 'vitest';
import { REGISTER_AFTER_LOAD_MS, REGISTER_IDLE_TIMEOUT_MS, scheduleRegistration, type RegistrationScheduler } from './register.ts';

/** A scheduler whose load, timers and idle callbacks fire only when the test says so. */
function manualScheduler(withIdle: boolean) {
  const pending: { load: (() => void)[]; timers: { run: () => void; ms: number }[]; idle: { run: () => void; timeout: number }[] } = { load: [], timers: [], idle: [] };
  const scheduler: RegistrationScheduler = {
    onLoad: (run) => pending.load.push(run),
    setTimeout: (run, ms) => pending.timers.push({ run, ms }),
    requestIdleCallback: withIdle ? (run, { timeout }) => pending.idle.push({ run, timeout }) : undefined,
  };
  return { scheduler, pending };
}

describe('scheduleRegistration', () => {
  it('registers only after load, the delay and an idle moment, in that order', () => {
    const register = vi.fn();
    const { scheduler, pending } = manualScheduler(true);
    scheduleRegistration(register, scheduler);
    expect(pending.timers).toEqual([]);
    pending.load.shift()?.();
    expect(pending.timers.map((t) => t.ms)).toEqual([REGISTER_AFTER_LOAD_MS]);
    expect(pending.idle).toEqual([]);
    pending.timers.shift()?.run();
    expect(register).not.toHaveBeenCalled();
    expect(pending.idle.map((i) => i.timeout)).toEqual([REGISTER_IDLE_TIMEOUT_MS]);
    pending.idle.shift()?.run();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers when the delay is over where there is no idle callback', () => {
    const register = vi.fn();
    const { scheduler, pending } = manualScheduler(false);
    scheduleRegistration(register, scheduler);
    pending.load.shift()?.();
    expect(register).not.toHaveBeenCalled();
    pending.timers.shift()?.run();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
