import { IsIn, ValidateIf } from 'class-validator';
import { TRADEOFF_CONFIDENCES } from '@parley/contracts';
import type { SavePointsConfidenceRequest, TradeoffConfidence } from '@parley/contracts';

/** How sure the person is of the points they gave a party: one of the three, or null (not said). */
export class SavePointsConfidenceDto implements SavePointsConfidenceRequest {
  @ValidateIf((_, value) => value !== null)
  @IsIn(TRADEOFF_CONFIDENCES, { message: "pointsConfidence must be 'sure', 'think-so', 'guess' or null" })
  pointsConfidence: TradeoffConfidence | null;
}
