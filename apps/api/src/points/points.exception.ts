import { Messages } from '@parley/contracts';
import { ValidationApiException } from '../common/exceptions/api.exception.js';

/** The ids of a request are each the user's, but do not belong together (an option of another issue …). */
export class MismatchedIdsException extends ValidationApiException {
  constructor(field: 'issueId' | 'optionId', message: string) {
    super(message, { [field]: message });
  }

  static issueOfOtherCase() {
    return new MismatchedIdsException('issueId', Messages.issueOfOtherCase);
  }

  static optionOfOtherIssue() {
    return new MismatchedIdsException('optionId', Messages.optionOfOtherIssue);
  }
}

/** A walk-away total above what the party can reach with its current scores. */
export class WalkAwayAboveMaximumException extends ValidationApiException {
  constructor(maximum: number) {
    const message = Messages.wholeNumberBetween('Walk-away total', 0, maximum);
    super(message, { reservationValue: message });
  }
}
