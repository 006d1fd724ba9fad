// The negotiation components, kept apart as NegMAS and GENIUS keep them (issue 34): the plan (concession
// strategy), its offering strategy, the acceptance strategy, the simulated styles and their simulation, and the
// debrief. The opponent model is `opponent-model.ts` and `opponent-estimate.ts`.
export { worthAccepting } from './negotiation/acceptance.js';
export { negotiationDebrief, type DebriefOptions, type NegotiationDebrief } from './negotiation/debrief.js';
export { nextOffer, type NextOffer, type NextOfferInput } from './negotiation/next-offer.js';
export {
  PLAN_PACE,
  negotiationPlan,
  planLevel,
  roundTime,
  type NegotiationPlan,
  type PlanOptions,
} from './negotiation/plan.js';
export {
  opponentResponse,
  simulateNegotiation,
  type NegotiationOffer,
  type NegotiationRun,
  type OpponentAnswer,
  type OpponentResponseOptions,
  type SimulationOptions,
} from './negotiation/simulation.js';
export { type NegotiationStyle, type Negotiator } from './negotiation/styles.js';
