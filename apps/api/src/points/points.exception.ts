import { Messages } from '@parley/contracts';
import { ValidationApiException } from '../common/exceptions/api.exception.js';

/** The ids of a request are each the user's, but do not belong together (an option of another issue …). */
export class MismatchedIdsException extends ValidationApiException {
  constructor(field: string, message: string) {
    super(message, { [field]: message });
  }

  static issueOfOtherCase() {
    return new MismatchedIdsException('issueId', Messages.issueOfOtherCase);
  }

  static optionOfOtherIssue() {
    return new MismatchedIdsException('optionId', Messages.optionOfOtherIssue);
  }

  static partyOfOtherCase() {
    return new MismatchedIdsException('partyId', Messages.partyOfOtherCase);
  }

  /** A batch row naming an issue or option that is not of the case, or an option of another issue. */
  static notOfCase(path: string) {
    return new MismatchedIdsException(path, Messages.notOfCase);
  }

  static duplicate(path: string, field: string) {
    return new MismatchedIdsException(path, Messages.duplicateRow(field));
  }
}

/** A walk-away total above what the party can reach with its current scores. */
export class WalkAwayAboveMaximumException extends ValidationApiException {
  constructor(maximum: number) {
    const message = Messages.wholeNumberBetween('Walk-away total', 0, maximum);
    super(message, { reservationValue: message });
  }
}
