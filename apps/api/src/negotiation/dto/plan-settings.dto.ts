import { IsIn } from 'class-validator';
import { Messages, PLAN_PACES, RehearsalLimits } from '@parley/contracts';
import type { PlanPace, PlanSettingsRequest } from '@parley/contracts';
import { IsWholeNumber } from '../../common/decorators/whole-number.decorator.js';

const { roundsMin, roundsMax } = RehearsalLimits;

/** PUT /api/cases/:id/plan-settings: both the pace and the rounds, as the plan shows them. */
export class PlanSettingsDto implements PlanSettingsRequest {
  @IsIn(PLAN_PACES, { message: `pace must be one of ${PLAN_PACES.join(', ')}` })
  pace: PlanPace;

  @IsWholeNumber(roundsMin, roundsMax, Messages.wholeNumberBetween('Rounds', roundsMin, roundsMax))
  rounds: number;
}
