import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';
import { NegotiationLimits, TABLE_LIMITS } from '@parley/contracts';
import type { AcceptancesRequest } from '@parley/contracts';
import { MAX_ID } from '../../common/decorators/whole-number.decorator.js';

const proposalIdsMessage = `proposalIds must be a list of at most ${TABLE_LIMITS.proposalsPerSet} different proposal ids`;
const offerIdsMessage = `offerIds must be a list of at most ${NegotiationLimits.offersPerCaseMax} different offer ids`;

/** The reader's marks; whether each id is a current proposal or a complete offer of the case is the service's check. */
export class AcceptancesDto implements AcceptancesRequest {
  @IsInt({ each: true, message: proposalIdsMessage })
  @Min(1, { each: true, message: proposalIdsMessage })
  @Max(MAX_ID, { each: true, message: proposalIdsMessage })
  @ArrayUnique({ message: proposalIdsMessage })
  @ArrayMaxSize(TABLE_LIMITS.proposalsPerSet, { message: proposalIdsMessage })
  @IsArray({ message: proposalIdsMessage })
  proposalIds: number[];

  @IsInt({ each: true, message: offerIdsMessage })
  @Min(1, { each: true, message: offerIdsMessage })
  @Max(MAX_ID, { each: true, message: offerIdsMessage })
  @ArrayUnique({ message: offerIdsMessage })
  @ArrayMaxSize(NegotiationLimits.offersPerCaseMax, { message: offerIdsMessage })
  @IsArray({ message: offerIdsMessage })
  offerIds: number[];
}
