import { IsBoolean } from 'class-validator';
import type { ReadyRequest } from '@parley/contracts';

export class ReadyDto implements ReadyRequest {
  @IsBoolean({ message: 'ready must be true or false' })
  ready: boolean;
}
