/** The kinds of negotiation the strategist knows, each with its own catalogue and synonyms. */
export type NegotiationKind = 'salary' | 'lease' | 'purchase' | 'business' | 'generic';

/** A word as compared here: lower case, a plural made singular ("leases" → "lease", "salaries" → "salary"). */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The words of a text, stemmed; anything but letters and digits separates words. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '')
    .map(stem);
}

/** Whether `phrase` (stemmed words) occurs in `words` as a run of whole words. */
function hasPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((word, k) => words[i + k] === word)) return true;
  }
  return false;
}

/**
 * Words and phrases of a case's name or goal that point to a kind of negotiation, as [phrase, weight]: 2 for
 * one that names the kind ("lease", "supplier", "job offer"), 1 for one that only leans to it ("apartment" is
 * leased or bought, "contract" is anything's).
 */
const KIND_WORDS: Record<Exclude<NegotiationKind, 'generic'>, [string, number][]> = {
  salary: [
    ['salary', 2],
    ['wage', 2],
    ['raise', 2],
    ['pay raise', 2],
    ['pay review', 2],
    ['promotion', 2],
    ['compensation', 2],
    ['job', 2],
    ['job offer', 2],
    ['offer letter', 2],
    ['employment', 2],
    ['employer', 2],
    ['employee', 2],
    ['hire', 2],
    ['hiring', 2],
    ['recruiter', 2],
    ['candidate', 2],
    ['internship', 2],
    ['performance review', 2],
    ['career', 1],
    ['pay', 1],
    ['role', 1],
    ['position', 1],
    ['relocation', 1],
  ],
  lease: [
    ['lease', 2],
    ['leasing', 2],
    ['rent', 2],
    ['rental', 2],
    ['renting', 2],
    ['tenant', 2],
    ['tenancy', 2],
    ['landlord', 2],
    ['sublet', 2],
    ['office space', 2],
    ['apartment', 1],
    ['flat', 1],
    ['premise', 1],
    ['property', 1],
    ['warehouse', 1],
    ['office', 1],
    ['retail unit', 1],
  ],
  purchase: [
    ['buy', 2],
    ['buying', 2],
    ['purchase', 2],
    ['purchasing', 2],
    ['sell', 2],
    ['selling', 2],
    ['seller', 2],
    ['buyer', 2],
    ['mortgage', 2],
    ['used car', 2],
    ['house', 1],
    ['home', 1],
    ['car', 1],
    ['vehicle', 1],
    ['real estate', 1],
    ['dealer', 1],
    ['sale', 1],
  ],
  business: [
    ['supplier', 2],
    ['supply', 2],
    ['vendor', 2],
    ['procurement', 2],
    ['licence', 2],
    ['license', 2],
    ['licensing', 2],
    ['saas', 2],
    ['partnership', 2],
    ['distribution', 2],
    ['distributor', 2],
    ['reseller', 2],
    ['joint venture', 2],
    ['merger', 2],
    ['acquisition', 2],
    ['investor', 2],
    ['investment', 2],
    ['freelance', 2],
    ['freelancer', 2],
    ['consulting', 2],
    ['consultant', 2],
    ['contractor', 2],
    ['agency', 2],
    ['outsourcing', 2],
    ['sponsorship', 2],
    ['wholesale', 2],
    ['service agreement', 2],
    ['contract', 1],
    ['agreement', 1],
    ['deal', 1],
    ['client', 1],
    ['customer', 1],
    ['partner', 1],
    ['business', 1],
    ['service', 1],
    ['software', 1],
  ],
};

/** Ties go to the first kind here: a supplier deal that "buys" parts is business, not a house purchase. */
const KIND_ORDER = ['salary', 'lease', 'business', 'purchase'] as const;

const KIND_PHRASES = KIND_ORDER.map(
  (kind) => [kind, KIND_WORDS[kind].map(([phrase, weight]) => [wordsOf(phrase), weight] as const)] as const,
);

/**
 * The kind of negotiation a case's name and goal point to, by whole words and phrases ("gearbox housings" is
 * no house): the kind whose words weigh most, 'generic' when none occurs.
 */
export function negotiationKindOf(text: string): NegotiationKind {
  const words = wordsOf(text);
  let best: NegotiationKind = 'generic';
  let bestWeight = 0;
  for (const [kind, phrases] of KIND_PHRASES) {
    const weight = phrases.reduce((sum, [phrase, w]) => sum + (hasPhrase(words, phrase) ? w : 0), 0);
    if (weight > bestWeight) {
      best = kind;
      bestWeight = weight;
    }
  }
  return best;
}

/** Words that qualify an issue without naming another one ("Monthly rent" is Rent). */
const FILLER = new Set(
  [
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
  ].map(stem),
);

/**
 * Names of one issue, per kind of negotiation: each group is one issue, its first name the catalogue's. A name
 * that contains one of them (as whole words) is about that issue.
 */
const SYNONYMS: Record<NegotiationKind, string[][]> = {
  salary: [
    ['base salary', 'salary', 'base pay', 'pay', 'wage', 'compensation', 'pay rate', 'gross pay'],
    [
      'remote work',
      'remote working',
      'remote day',
      'remote',
      'work from home',
      'working from home',
      'wfh',
      'home office',
      'hybrid work',
      'hybrid',
      'telework',
      'teleworking',
    ],
    ['vacation day', 'vacation', 'holiday', 'paid time off', 'time off', 'pto', 'leave', 'day off'],
    ['start date', 'starting date', 'joining date', 'start', 'first day'],
    ['bonus', 'variable pay', 'incentive', 'commission'],
    ['equity', 'stock option', 'share option', 'share', 'rsu', 'stock', 'esop', 'vesting'],
    [
      'training budget',
      'training',
      'learning budget',
      'education budget',
      'development budget',
      'professional development',
      'conference budget',
    ],
  ],
  lease: [
    ['rent', 'rental price', 'rental rate', 'price', 'cost', 'base rent'],
    ['lease term', 'term', 'lease length', 'duration', 'length', 'contract length', 'lease period'],
    ['deposit', 'security deposit', 'bond'],
    ['rent increase', 'rent review', 'indexation', 'escalation', 'increase'],
    ['repair and maintenance', 'repair', 'maintenance', 'upkeep'],
    ['early termination', 'break clause', 'termination', 'notice period', 'exit', 'break option'],
  ],
  purchase: [
    ['price', 'purchase price', 'sale price', 'cost', 'offer', 'asking price'],
    [
      'closing date',
      'closing',
      'completion date',
      'completion',
      'handover',
      'delivery date',
      'possession date',
      'transfer date',
    ],
    ['repair', 'fix', 'renovation'],
    ['included item', 'inclusion', 'extra', 'fixture', 'furniture', 'appliance', 'accessory'],
    ['financing term', 'financing', 'finance', 'loan', 'mortgage', 'payment plan'],
    ['warranty', 'guarantee'],
  ],
  business: [
    ['price', 'fee', 'rate', 'pricing', 'cost', 'discount'],
    ['volume', 'quantity', 'commitment', 'minimum order', 'moq'],
    ['payment term', 'payment', 'payment schedule', 'invoice term', 'invoicing'],
    ['contract length', 'term', 'duration', 'contract term', 'length', 'renewal'],
    ['service level', 'sla', 'quality', 'delivery time', 'response time', 'uptime', 'support level'],
    ['exclusivity', 'exclusive', 'non compete'],
  ],
  generic: [
    ['price', 'cost', 'fee', 'payment', 'rate'],
    ['timing', 'deadline', 'date', 'schedule'],
    ['scope', 'deliverable'],
    ['risk and guarantee', 'risk', 'guarantee', 'warranty', 'liability'],
    ['duration', 'term', 'length'],
    ['flexibility', 'change'],
  ],
};

/** Lower case, words only, filler dropped, each word singular ("Vacation Days" → "vacation day"). */
export function normalIssueName(name: string): string {
  return wordsOf(name)
    .filter((word) => !FILLER.has(word))
    .join(' ');
}

/** Per kind: every synonym as its words with its group's first name, longest first (so phrases win). */
const SYNONYM_PHRASES = Object.fromEntries(
  Object.entries(SYNONYMS).map(([kind, groups]) => [
    kind,
    groups
      .flatMap((names) =>
        names.map((name) => ({ words: normalIssueName(name).split(' '), issue: names[0]! })),
      )
      .sort((a, b) => b.words.length - a.words.length),
  ]),
) as Record<NegotiationKind, { words: string[]; issue: string }[]>;

/**
 * What an issue's name is about: the issues of the synonym table it names, and its other words ("Remote days
 * per week" → {remote work, week}; "Equity (RSUs over 4 years)" → {equity, over, 4, year}).
 */
function topicsOf(name: string, kind: NegotiationKind): Set<string> {
  const words = normalIssueName(name).split(' ').filter(Boolean);
  const topics = new Set<string>();
  for (let i = 0; i < words.length;) {
    const match = SYNONYM_PHRASES[kind].find((s) => s.words.every((word, k) => words[i + k] === word));
    topics.add(match ? `issue:${match.issue}` : words[i]!);
    i += match ? match.words.length : 1;
  }
  return topics;
}

const within = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((topic) => b.has(topic));

/**
 * Whether two issue names are one issue: what one names, the other names too, and more at most ("Bonus" and
 * "Signing bonus", "Price" and "Price per unit", "Vacation days" and "PTO"); "Signing bonus" and "Performance
 * bonus" each name something the other does not, so both stand.
 */
export function sameIssue(a: string, b: string, kind: NegotiationKind): boolean {
  const topicsA = topicsOf(a, kind);
  const topicsB = topicsOf(b, kind);
  if (topicsA.size === 0 || topicsB.size === 0) return topicsA.size === topicsB.size;
  return within(topicsA, topicsB) || within(topicsB, topicsA);
}

/** Whether a suggested issue is one the case already has, under its own or another name (or has no name). */
export function repeatsExistingIssue(
  suggestion: string,
  existing: readonly string[],
  kind: NegotiationKind,
): boolean {
  return normalIssueName(suggestion) === '' || existing.some((other) => sameIssue(suggestion, other, kind));
}
