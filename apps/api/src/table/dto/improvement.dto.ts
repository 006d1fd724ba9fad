import { IsBoolean } from 'class-validator';
import type { ImprovementRequest } from '@parley/contracts';

export class ImprovementDto implements ImprovementRequest {
  @IsBoolean({ message: 'accept must be true or false' })
  accept: boolean;
}
