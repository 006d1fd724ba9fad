/** The kinds of negotiation the strategist knows, each with its own synonyms. */
export type NegotiationKind = 'salary' | 'lease' | 'purchase' | 'business' | 'generic';

/** Words in a case's name or goal that point to a kind of negotiation, tried in this order. */
const KIND_KEYWORDS: [NegotiationKind, RegExp][] = [
  ['salary', /salar|job|offer|raise|promotion|employ|hire|hiring|compensation|wage|role/i],
  ['lease', /lease|rent|tenan|landlord|apartment|flat|office space|property/i],
  ['purchase', /hous|home|buy|purchase|car|vehicle|sale|sell|seller|buyer/i],
  ['business', /deal|contract|supplier|vendor|client|partner|business|service|agreement|licen/i],
];

/** The kind of negotiation a case's name and goal point to ('generic' when none). */
export function negotiationKindOf(text: string): NegotiationKind {
  return KIND_KEYWORDS.find(([, keywords]) => keywords.test(text))?.[0] ?? 'generic';
}

/** Words that qualify an issue without naming another one ("Monthly rent" is Rent). */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'of',
  'per',
  'and',
  'or',
  'for',
  'to',
  'in',
  'on',
  'my',
  'your',
  'our',
  'their',
  'monthly',
  'yearly',
  'annual',
  'weekly',
  'amount',
  'level',
  'total',
  'overall',
]);

/**
 * Names that mean the same issue, per kind of negotiation (normalised as `normalIssueName` writes them).
 * The first of each group is its canonical name.
 */
const SYNONYMS: Record<NegotiationKind, string[][]> = {
  salary: [
    ['base salary', 'salary', 'base pay', 'pay', 'wage', 'compensation', 'pay rate'],
    [
      'remote work',
      'remote day',
      'work from home',
      'wfh',
      'home office',
      'remote',
      'hybrid work',
      'telework',
    ],
    ['vacation day', 'vacation', 'holiday', 'paid time off', 'pto', 'leave', 'annual leave', 'day off'],
    ['start date', 'starting date', 'joining date', 'start'],
    ['bonus', 'variable pay', 'incentive', 'commission'],
    ['equity', 'stock option', 'share', 'rsu', 'stock'],
    ['training budget', 'training', 'learning budget', 'education budget', 'development budget'],
  ],
  lease: [
    ['rent', 'rental price', 'price', 'cost', 'rental rate'],
    ['lease term', 'term', 'lease length', 'duration', 'length', 'contract length'],
    ['deposit', 'security deposit', 'bond', 'caution'],
    ['rent increase', 'rent review', 'indexation', 'escalation'],
    ['repair and maintenance', 'repair', 'maintenance', 'upkeep'],
    ['early termination', 'break clause', 'termination', 'notice period', 'exit'],
  ],
  purchase: [
    ['price', 'purchase price', 'sale price', 'cost', 'offer'],
    ['closing date', 'closing', 'completion date', 'handover date', 'delivery date'],
    ['repair', 'fix', 'renovation'],
    ['included item', 'inclusion', 'extra', 'fixture'],
    ['financing term', 'financing', 'loan', 'mortgage', 'payment plan'],
    ['warranty', 'guarantee'],
  ],
  business: [
    ['price', 'fee', 'rate', 'pricing', 'cost'],
    ['volume', 'quantity', 'commitment', 'minimum order'],
    ['payment term', 'payment', 'payment schedule', 'invoice term'],
    ['contract length', 'term', 'duration', 'contract term'],
    ['service level', 'sla', 'quality', 'delivery time'],
    ['exclusivity', 'exclusive', 'non compete'],
  ],
  generic: [
    ['price', 'cost', 'fee', 'payment'],
    ['timing', 'deadline', 'date', 'schedule'],
    ['scope', 'deliverable'],
    ['risk and guarantee', 'risk', 'guarantee', 'warranty'],
    ['duration', 'term', 'length'],
    ['flexibility', 'change'],
  ],
};

/** Lower case, words only, filler dropped, each word singular ("Vacation Days" → "vacation day"). */
export function normalIssueName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !FILLER.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .join(' ');
}

/** The words of a name in a fixed order, so that "Length of the lease" and "Lease length" meet. */
const wordsKey = (name: string) => normalIssueName(name).split(' ').sort().join(' ');

/** The canonical name of an issue within a kind of negotiation: its synonym group's first, or itself. */
function canonical(name: string, kind: NegotiationKind): string {
  const key = wordsKey(name);
  const group = SYNONYMS[kind].find((names) => names.some((n) => wordsKey(n) === key));
  return group ? (group[0] as string) : key;
}

/** Whether a suggested issue is one the case already has, under its own or another name. */
export function repeatsExistingIssue(
  suggestion: string,
  existing: readonly string[],
  kind: NegotiationKind,
): boolean {
  const name = canonical(suggestion, kind);
  return name === '' || existing.some((other) => canonical(other, kind) === name);
}
