import { Init1763790000000 } from './1763790000000-init.js';
import { CaseModelling1763900000000 } from './1763900000000-case-modelling.js';
import { Subscriptions1764000000000 } from './1764000000000-subscriptions.js';
import { WalkAway1764100000000 } from './1764100000000-walk-away.js';
import { TradeoffAnswers1764220000000 } from './1764220000000-tradeoff-answers.js';
import { Negotiation1764300000000 } from './1764300000000-negotiation.js';
import { RateLimits1764400000000 } from './1764400000000-rate-limits.js';
import { PointsConfidence1764450000000 } from './1764450000000-points-confidence.js';
import { NegotiationState1764500000000 } from './1764500000000-negotiation-state.js';
import { Members1764600000000 } from './1764600000000-members.js';
import { CasePresence1764650000000 } from './1764650000000-case-presence.js';
import { CounterpartSides1764700000000 } from './1764700000000-counterpart-sides.js';
import { Table1764710000000 } from './1764710000000-table.js';

/** Every migration in order. Listed, not globbed, so ESM builds and tests load the same classes. */
export const migrations = [
  Init1763790000000,
  CaseModelling1763900000000,
  Subscriptions1764000000000,
  WalkAway1764100000000,
  TradeoffAnswers1764220000000,
  Negotiation1764300000000,
  RateLimits1764400000000,
  PointsConfidence1764450000000,
  NegotiationState1764500000000,
  Members1764600000000,
  CasePresence1764650000000,
  CounterpartSides1764700000000,
  Table1764710000000,
];
