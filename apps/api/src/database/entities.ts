import { Session } from '../auth/session.entity.js';
import { User } from '../auth/user.entity.js';
import { Case } from '../cases/case.entity.js';
import { Party } from '../cases/party.entity.js';
import { PaymentEvent } from '../payments/payment-event.entity.js';
import { Issue } from '../issues/issue.entity.js';
import { Option } from '../issues/option.entity.js';
import { FinalAgreement } from '../points/final-agreement.entity.js';
import { IssueImportance } from '../points/issue-importance.entity.js';
import { OptionImportance } from '../points/option-importance.entity.js';
import { Score } from '../points/score.entity.js';
import { Subscription } from '../subscription/subscription.entity.js';

export const entities = [
  User,
  Session,
  Case,
  Party,
  Issue,
  Option,
  IssueImportance,
  OptionImportance,
  Score,
  FinalAgreement,
  Subscription,
  PaymentEvent,
];
