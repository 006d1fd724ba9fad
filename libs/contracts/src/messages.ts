/** User-facing texts that the API and the web app must agree on (SPEC §5 and §8). */
export const Messages = {
  caseNameRequired: 'Case name is required',
  issueNameRequired: 'Issue name is required',
  optionRequired: 'At least one option is required',
  optionNameRequired: 'Option name is required',
  caseNotFound: 'Case not found',
  caseNotFoundText: "The negotiation case you're looking for doesn't exist.",
  unauthorizedTitle: 'Unauthorized',
  unauthorizedText: 'You are logged out. Logging in again...',
  caseCreated: 'Negotiation case created successfully',
  caseCreateFailed: 'Failed to create case',
  signInRequired: 'Sign in to continue',
  unknownField: (field: string) => `Unknown field "${field}"`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;
