/** Stable error codes: every API error body carries one of these in `code`. */
export const ErrorCode = {
  ValidationFailed: 'VALIDATION_FAILED',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  CrossOriginRefused: 'CROSS_ORIGIN_REFUSED',
  NotFound: 'NOT_FOUND',
  CaseNotFound: 'CASE_NOT_FOUND',
  IssueNotFound: 'ISSUE_NOT_FOUND',
  OptionNotFound: 'OPTION_NOT_FOUND',
  PartyNotFound: 'PARTY_NOT_FOUND',
  OfferNotFound: 'OFFER_NOT_FOUND',
  RehearsalNotFound: 'REHEARSAL_NOT_FOUND',
  LimitReached: 'LIMIT_REACHED',
  CaseClosed: 'CASE_CLOSED',
  Conflict: 'CONFLICT',
  AiUnavailable: 'AI_UNAVAILABLE',
  TrialExpired: 'TRIAL_EXPIRED',
  SubscriptionRequired: 'SUBSCRIPTION_REQUIRED',
  CaseLimitReached: 'CASE_LIMIT_REACHED',
  PaymentsDisabled: 'PAYMENTS_DISABLED',
  PaymentRequired: 'PAYMENT_REQUIRED',
  PaymentProviderError: 'PAYMENT_PROVIDER_ERROR',
  InvalidSignature: 'INVALID_SIGNATURE',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  DatabaseUnavailable: 'DATABASE_UNAVAILABLE',
  RequestTimeout: 'REQUEST_TIMEOUT',
  TooManyStreams: 'TOO_MANY_STREAMS',
  StreamsFull: 'STREAMS_FULL',
  InternalError: 'INTERNAL_ERROR',
  CaseReadOnly: 'CASE_READ_ONLY',
  OwnerOnly: 'OWNER_ONLY',
  ChangedByOther: 'CHANGED_BY_OTHER',
  MemberNotFound: 'MEMBER_NOT_FOUND',
  LinkNotFound: 'LINK_NOT_FOUND',
  LinkExpired: 'LINK_EXPIRED',
  LinkUsed: 'LINK_USED',
  LinkRevoked: 'LINK_REVOKED',
  LinkForAnotherEmail: 'LINK_FOR_ANOTHER_EMAIL',
  PreconditionInvalid: 'PRECONDITION_INVALID',
  CounterpartExists: 'COUNTERPART_EXISTS',
  NotReady: 'NOT_READY',
  ProposalsLimited: 'PROPOSALS_LIMITED',
  OptionInOffer: 'OPTION_IN_OFFER',
  OtherSidesOffer: 'OTHER_SIDES_OFFER',
  NoCounterpart: 'NO_COUNTERPART',
  SuggestionNotFound: 'SUGGESTION_NOT_FOUND',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The one error body every API error uses. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: ErrorCode;
  /** Validation errors only: the first message per offending field, keyed by field path. */
  fieldErrors?: Record<string, string>;
  /** The subscription gate's 403 only: why access is refused (e.g. "Trial expired"). */
  reason?: string | null;
  /** 412 CHANGED_BY_OTHER only: what the change was about as it is now, in the route's usual answer shape. */
  current?: unknown;
  /** 412 CHANGED_BY_OTHER only: who changed it last, and when. */
  changedBy?: { name: string };
  changedAt?: string;
}
