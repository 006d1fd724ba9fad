import { HttpStatus } from '@nestjs/common';
import { ErrorCode, Messages } from '@parley/contracts';
import { ApiException } from '../common/exceptions/api.exception.js';

/** The person already holds LIVE_STREAMS_PER_PERSON open streams, across every API process. */
export class TooManyStreamsException extends ApiException {
  constructor(max: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, ErrorCode.TooManyStreams, Messages.tooManyStreams(max));
  }
}

/** This API process already serves LIVE_STREAMS_PER_PROCESS open streams. */
export class StreamsFullException extends ApiException {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, ErrorCode.StreamsFull, Messages.streamsFull);
  }
}
