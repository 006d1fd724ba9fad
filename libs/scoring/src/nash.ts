import type { Scenario, TotalsPoint } from './types.js';

/**
 * The Nash bargaining point: the frontier scenario that maximises
 * (userTotal − d.user) × (opponentTotal − d.opponent) among those at or above the disagreement point d
 * on both totals; ties go to the higher userTotal. Null when no frontier point reaches d.
 * Any scenario off the frontier is dominated by one on it whose product is at least as large, so
 * searching the frontier alone loses nothing.
 */
export function nashPoint(frontier: readonly Scenario[], disagreement: TotalsPoint): Scenario | null {
  let best: Scenario | null = null;
  let bestProduct = -Infinity;
  for (const scenario of frontier) {
    const userGain = scenario.userTotal - disagreement.user;
    const opponentGain = scenario.opponentTotal - disagreement.opponent;
    if (!(userGain >= 0 && opponentGain >= 0)) continue;
    const product = userGain * opponentGain;
    if (
      product > bestProduct ||
      (product === bestProduct && best !== null && scenario.userTotal > best.userTotal)
    ) {
      best = scenario;
      bestProduct = product;
    }
  }
  return best;
}
