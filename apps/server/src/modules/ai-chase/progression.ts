import { CHASE_TICKET_YUAN, type ChaseSettings, type ChaseStatus } from '@scoreline/contract';

/**
 * The chase maths, pure: given a chase plan's settings and the line's published plans (in
 * kick-off order, with their settlements), which plans it follows, what it stakes on each, and
 * where it stops. Money is counted in fen (integers) so sums never drift; stakes are whole
 * 2-yuan tickets.
 */

export interface LinePlan {
  ref: string;
  kickoffAt: number;
  /** Return per 1 yuan if the plan wins (the product of its published lottery odds). */
  odds: number;
  settlement: { won: boolean; returnUnits: number; settledAt: number } | null;
}

export interface ChaseRunStep {
  plan: LinePlan;
  stake: number;
  /** Null while the plan is unsettled. */
  returnedFen: number | null;
  balanceFen: number | null;
}

export interface ChaseRun {
  steps: ChaseRunStep[];
  status: ChaseStatus;
  balanceFen: number;
  stakedFen: number;
  /** The next stake when the progression knows it without the next plan's odds; null when stopped. */
  nextStake: number | null;
}

/** Where the progression stands after the settled steps so far. */
export interface ProgressionState {
  balanceFen: number;
  /** Losses in a row since the last win (martingale). */
  lossStreak: number;
  /** The balance when the current cycle began (recovery: a win starts a new cycle). */
  cycleStartFen: number;
}

const FEN = 100;
const TICKET_FEN = CHASE_TICKET_YUAN * FEN;

/** Rounds a yuan amount up to whole tickets (a fraction of a ticket cannot be bought). */
export const ceilToTicket = (yuan: number) => Math.ceil(yuan / CHASE_TICKET_YUAN - 1e-9) * CHASE_TICKET_YUAN;

/**
 * The stake the progression asks for at this state, in yuan; null when it needs the plan's odds
 * and has none (recovery before the next plan is known) or the odds cannot recover anything.
 */
export function progressionStake(s: Pick<ChaseSettings, 'baseStake' | 'progression'>, state: ProgressionState, odds: number | null): number | null {
  const p = s.progression;
  if (p.kind === 'flat') return s.baseStake;
  if (p.kind === 'martingale') return ceilToTicket(s.baseStake * p.ratio ** Math.min(state.lossStreak, p.maxRaises));
  if (odds === null || odds <= 1.0001) return null;
  const deficitYuan = Math.max(0, state.cycleStartFen - state.balanceFen) / FEN;
  return Math.max(s.baseStake, ceilToTicket((deficitYuan + p.cycleProfit) / (odds - 1)));
}

/** The most the next stake may be, in yuan: what is left before the stop-loss, in whole tickets. */
export function lossAllowance(stopLoss: number, balanceFen: number): number {
  const leftFen = stopLoss * FEN + balanceFen;
  return Math.max(0, Math.floor(leftFen / TICKET_FEN) * CHASE_TICKET_YUAN);
}

function afterStep(state: ProgressionState, stake: number, returnedFen: number, won: boolean): ProgressionState {
  const balanceFen = state.balanceFen + returnedFen - stake * FEN;
  return won ? { balanceFen, lossStreak: 0, cycleStartFen: balanceFen } : { ...state, balanceFen, lossStreak: state.lossStreak + 1 };
}

/** Why the chase stops before another step, or null when it goes on. */
function stopBefore(s: ChaseSettings, state: ProgressionState, steps: number): ChaseStatus | null {
  if (steps >= s.maxSteps) return 'completed';
  if (s.takeProfit !== null && state.balanceFen >= s.takeProfit * FEN) return 'target';
  if (lossAllowance(s.stopLoss, state.balanceFen) < s.baseStake) return 'stopLoss';
  return null;
}

/**
 * Runs a chase over the line's plans. A step is only taken on a plan kicking off after the chase
 * started and after the previous step was settled (before that, its stake cannot be known);
 * plans in between are passed over. `endedAt`: the user ended the chase then.
 */
export function runChase(s: ChaseSettings, plans: readonly LinePlan[], startedAt: number, endedAt: number | null = null): ChaseRun {
  let state: ProgressionState = { balanceFen: 0, lossStreak: 0, cycleStartFen: 0 };
  const steps: ChaseRunStep[] = [];
  let stakedFen = 0;
  let gate = startedAt;
  const done = (status: ChaseStatus, nextStake: number | null = null): ChaseRun => ({ steps, status, balanceFen: state.balanceFen, stakedFen, nextStake });

  for (const plan of plans) {
    if (plan.kickoffAt <= gate) continue;
    if (endedAt !== null && plan.kickoffAt > endedAt) break;
    const stop = stopBefore(s, state, steps.length);
    if (stop) return done(stop);
    const stake = progressionStake(s, state, plan.odds);
    if (stake === null) continue; // odds that cannot recover anything: not a step for recovery
    if (stake > lossAllowance(s.stopLoss, state.balanceFen)) return done('stopLoss');
    if (!plan.settlement) {
      steps.push({ plan, stake, returnedFen: null, balanceFen: null });
      return done(endedAt === null ? 'running' : 'ended');
    }
    const returnedFen = Math.round(stake * FEN * plan.settlement.returnUnits);
    state = afterStep(state, stake, returnedFen, plan.settlement.won);
    stakedFen += stake * FEN;
    steps.push({ plan, stake, returnedFen, balanceFen: state.balanceFen });
    gate = plan.settlement.settledAt;
  }
  const stop = stopBefore(s, state, steps.length);
  if (stop) return done(stop);
  if (endedAt !== null) return done('ended');
  const next = progressionStake(s, state, null);
  if (next !== null && next > lossAllowance(s.stopLoss, state.balanceFen)) return done('stopLoss');
  return done('running', next);
}
