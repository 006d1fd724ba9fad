// Realistic cases and published GENIUS / ANAC domains shared by the advice specs. Outside src/, so the
// library build never ships them.
import { suggestPartyPoints, type RatedIssue, type ScoredIssue } from '@parley/scoring';

/** An issue from [option, you, them] rows; option k of issue `id` gets id 10 × id + k. */
export function issue(id: number, name: string, rows: Array<[string, number, number]>): ScoredIssue {
  return {
    id,
    name,
    options: rows.map(([option, user, opponent], k) => ({ id: 10 * id + k, name: option, user, opponent })),
  };
}

/**
 * A software engineer (you) and an employer. Base salary exactly opposed (200 / 200); the signing bonus worth 80
 * to you and 70 to them; the start date twice as much to them (60) as to you (30); vacation and title matter
 * more to you; relocation is the smallest issue (15 / 15).
 */
export const salary: ScoredIssue[] = [
  issue(1, 'Base salary', [
    ['$150k', 30, 230],
    ['$165k', 130, 130],
    ['$185k', 230, 30],
  ]),
  issue(2, 'Signing bonus', [
    ['$0', 20, 100],
    ['$10k', 60, 70],
    ['$20k', 100, 30],
  ]),
  issue(3, 'Start date', [
    ['In 2 weeks', 60, 150],
    ['In 4 weeks', 75, 120],
    ['In 8 weeks', 90, 90],
  ]),
  issue(4, 'Vacation days', [
    ['20 days', 40, 110],
    ['25 days', 90, 90],
    ['30 days', 140, 60],
  ]),
  issue(5, 'Title', [
    ['Staff', 50, 80],
    ['Senior', 150, 60],
  ]),
  issue(6, 'Remote days per week', [
    ['None', 40, 120],
    ['2 days', 120, 110],
    ['5 days', 160, 30],
  ]),
  issue(7, 'Relocation', [
    ['None', 30, 45],
    ['$5k', 45, 30],
  ]),
];

/**
 * A tenant (you) and a landlord for an office. Monthly rent exactly opposed; the landlord wants the long term
 * far more than the tenant minds it, and the tenant wants the break clause and parking far more than the
 * landlord minds them; the directory listing is best for both.
 */
export const officeLease: ScoredIssue[] = [
  issue(1, 'Monthly rent', [
    ['$40/sq ft', 240, 40],
    ['$45/sq ft', 140, 140],
    ['$50/sq ft', 40, 240],
  ]),
  issue(2, 'Lease term', [
    ['3 years', 150, 60],
    ['4 years', 130, 130],
    ['5 years', 110, 200],
  ]),
  issue(3, 'Break clause', [
    ['None', 40, 110],
    ['After 3 years', 150, 80],
  ]),
  issue(4, 'Parking spaces', [
    ['None', 30, 90],
    ['5 spaces', 100, 80],
    ['10 spaces', 150, 70],
  ]),
  issue(5, 'Fit-out allowance', [
    ['$0/sq ft', 40, 200],
    ['$20/sq ft', 120, 140],
    ['$40/sq ft', 200, 60],
  ]),
  issue(6, 'Signage', [
    ['Directory only', 60, 70],
    ['Directory and door', 100, 90],
  ]),
];

/** A buyer (you) and a supplier of components. Price and payment terms contested; the rest lopsided or mixed. */
export const supplier: ScoredIssue[] = [
  issue(1, 'Unit price', [
    ['$9.50', 220, 30],
    ['$10.00', 130, 130],
    ['$10.50', 40, 230],
  ]),
  issue(2, 'Payment terms', [
    ['30 days', 40, 200],
    ['60 days', 110, 140],
    ['90 days', 160, 60],
  ]),
  issue(3, 'Delivery lead time', [
    ['2 weeks', 150, 40],
    ['4 weeks', 110, 80],
    ['6 weeks', 60, 100],
  ]),
  issue(4, 'Warranty', [
    ['1 year', 60, 150],
    ['2 years', 90, 100],
    ['3 years', 110, 40],
  ]),
  issue(5, 'Volume commitment', [
    ['10,000 units', 100, 60],
    ['20,000 units', 80, 160],
  ]),
  issue(6, 'Quality audits', [
    ['None', 40, 100],
    ['Annual', 120, 110],
    ['Quarterly', 130, 20],
  ]),
];

/** Levels for one side: per issue [name, importance, rank, options as [name, level]]. */
type Levels = Array<[string, number, number, Array<[string, number]>]>;

/** Points as "Use all suggestions" sets them from each side's levels and ranks (`suggestPartyPoints`). */
function fromSuggestions(you: Levels, them: Levels): ScoredIssue[] {
  const rated = (levels: Levels): RatedIssue[] =>
    levels.map(([, importance, rank, options], i) => ({
      id: i + 1,
      importance,
      rank,
      options: options.map(([, level], k) => ({ id: 10 * (i + 1) + k, importance: level, rank: k + 1 })),
    }));
  const points = (levels: Levels) => {
    const s = suggestPartyPoints(rated(levels));
    return new Map(s.options.map((o) => [o.optionId, o.suggestedPoints]));
  };
  const yours = points(you);
  const theirs = points(them);
  return you.map(([name, , , options], i) => ({
    id: i + 1,
    name,
    options: options.map(([option], k) => ({
      id: 10 * (i + 1) + k,
      name: option,
      user: yours.get(10 * (i + 1) + k) ?? 0,
      opponent: theirs.get(10 * (i + 1) + k) ?? 0,
    })),
  }));
}

/**
 * A used car built by hand with "Use all suggestions" for both sides: you buy, they sell; every issue opposed
 * (the SPEC's averages called three of them Win-Win).
 */
export const usedCar: ScoredIssue[] = fromSuggestions(
  [
    [
      'Price',
      5,
      1,
      [
        ['$8,000', 5],
        ['$9,000', 3],
        ['$10,000', 1],
      ],
    ],
    [
      'Warranty',
      3,
      2,
      [
        ['None', 1],
        ['3 months', 3],
        ['12 months', 5],
      ],
    ],
    [
      'Winter tyres',
      2,
      3,
      [
        ['No', 1],
        ['Yes', 4],
      ],
    ],
    [
      'Service before sale',
      2,
      4,
      [
        ['No', 2],
        ['Yes', 5],
      ],
    ],
  ],
  [
    [
      'Price',
      5,
      1,
      [
        ['$8,000', 1],
        ['$9,000', 3],
        ['$10,000', 5],
      ],
    ],
    [
      'Warranty',
      4,
      2,
      [
        ['None', 5],
        ['3 months', 3],
        ['12 months', 1],
      ],
    ],
    [
      'Winter tyres',
      1,
      4,
      [
        ['No', 3],
        ['Yes', 2],
      ],
    ],
    [
      'Service before sale',
      3,
      3,
      [
        ['No', 4],
        ['Yes', 2],
      ],
    ],
  ],
);

/**
 * Two published GENIUS / ANAC domains (the 2010 Itex vs Cypress case from Inspire, and the 2011 Camera case),
 * converted as NEGOTIATION.md says: an option's points = 250 × (issue weight / largest weight) × (evaluation /
 * the issue's largest evaluation), rounded to whole points. Each row: option, your evaluation, theirs.
 */
export interface Domain {
  weights: [you: number[], them: number[]];
  issues: Array<[name: string, options: Array<[option: string, you: number, them: number]>]>;
}

export function convert({ weights, issues }: Domain): ScoredIssue[] {
  const [youW, themW] = weights;
  const maxYou = Math.max(...youW);
  const maxThem = Math.max(...themW);
  return issues.map(([name, options], i) => {
    const topYou = Math.max(...options.map((o) => o[1]));
    const topThem = Math.max(...options.map((o) => o[2]));
    return {
      id: i + 1,
      name,
      options: options.map(([option, you, them], k) => ({
        id: 10 * (i + 1) + k,
        name: option,
        user: Math.round((250 * youW[i]! * you) / (maxYou * topYou)),
        opponent: Math.round((250 * themW[i]! * them) / (maxThem * topThem)),
      })),
    };
  });
}

// You are Itex (the seller of bicycle components), they are Cypress (the buyer).
export const itexCypress: Domain = {
  weights: [
    [0.28812635027374, 0.1915290482981283, 0.24212575877553694, 0.2782188426525948],
    [0.4700166576535899, 0.1220816713696379, 0.17727008190772825, 0.2306315890690439],
  ],
  issues: [
    [
      'Price',
      [
        ['$4.37', 30, 1],
        ['$4.12', 20, 10],
        ['$3.98', 10, 25],
        ['$3.71', 5, 33],
        ['$3.47', 1, 40],
      ],
    ],
    [
      'Delivery',
      [
        ['60 days', 1, 1],
        ['45 days', 20, 10],
        ['30 days', 10, 19],
        ['20 days', 5, 25],
      ],
    ],
    [
      'Payment',
      [
        ['Upon delivery', 10, 15],
        ['30 days after delivery', 25, 6],
        ['60 days after delivery', 1, 1],
      ],
    ],
    [
      'Returns',
      [
        ['Full price', 1, 20],
        ['5% spoilage allowed', 30, 7],
        ['10% spoilage allowed', 5, 1],
      ],
    ],
  ],
};

// You are the camera's buyer, they are the seller.
export const camera: Domain = {
  weights: [
    [0.34, 0.06, 0.13, 0.1, 0.11, 0.26],
    [0.08, 0.09, 0.33, 0.26, 0.17, 0.07],
  ],
  issues: [
    [
      'Maker',
      [
        ['Canon', 320, 5],
        ['Nikon', 300, 70],
        ['Pentax', 10, 500],
        ['Sony', 25, 300],
        ['Panasonic', 30, 20],
      ],
    ],
    [
      'Body',
      [
        ['Full size', 150, 30],
        ['APS-C', 50, 315],
        ['Micro Four Thirds', 20, 120],
        ['compact', 10, 10],
      ],
    ],
    [
      'Lens',
      [
        ['High end model', 350, 250],
        ['Middle range model', 100, 125],
        ['Entry model', 30, 10],
      ],
    ],
    [
      'Tripod',
      [
        ['GITZO', 525, 50],
        ['Manfrotto', 250, 160],
        ['Induro', 25, 20],
      ],
    ],
    [
      'Bag',
      [
        ['Domke', 340, 20],
        ['Lowepro', 55, 100],
        ['Tamrac', 35, 10],
        ['National Geographic', 45, 30],
        ['Artizan and Artist', 15, 40],
      ],
    ],
    [
      'Accessory',
      [
        ['Electronic Flash', 40, 35],
        ['Battery Grip', 220, 15],
        ['Memory', 10, 20],
        ['Strap', 5, 5],
      ],
    ],
  ],
};

// Laptop (GENIUS, negmas tests/data/Laptop): you are profile 1, they profile 2.
export const laptop: Domain = {
  weights: [
    [0.4452125771655631, 0.37808251708013424, 0.1767567099260568],
    [0.37808251708013424, 0.1767567099260568, 0.4452125771655631],
  ],
  issues: [
    [
      'Laptop',
      [
        ['Dell', 12, 12],
        ['Macintosh', 20, 30],
        ['HP', 30, 20],
      ],
    ],
    [
      'Harddisk',
      [
        ['60 Gb', 30, 20],
        ['80 Gb', 20, 30],
        ['120 Gb', 9, 9],
      ],
    ],
    [
      'External Monitor',
      [
        ["19'' LCD", 30, 3],
        ["20'' LCD", 10, 2],
        ["23'' LCD", 20, 1],
      ],
    ],
  ],
};

// Car (GENIUS Car-A, negmas tests/data/Car-A-domain): you are profile 1 (the buyer), they profile 2 (the seller).
const carOptions = ['good', 'fairly good', 'standard', 'meager', 'none'];
const carIssue = (name: string, you: number[], them: number[]): [string, Array<[string, number, number]>] => [
  name,
  carOptions.map((option, k) => [option, you[k]!, them[k]!]),
];
export const carA: Domain = {
  weights: [
    [0.16, 0.16, 0.17, 0.17, 0.17, 0.17],
    [0.36, 0.2, 0.2, 0.2, 0.02, 0.02],
  ],
  issues: [
    carIssue('CD player', [100, 98, 92, 75, 0], [0, 85, 91, 98, 100]),
    carIssue('Extra speakers', [100, 99, 93, 80, 0], [0, 80, 96, 93, 100]),
    carIssue('Airconditioning', [100, 99, 96, 83, 0], [0, 80, 91, 99, 100]),
    carIssue('Tow hedge', [100, 99, 93, 85, 0], [0, 80, 90, 98, 100]),
    carIssue('Tow hedge2', [100, 99, 95, 80, 0], [0, 80, 90, 95, 100]),
    carIssue('Tow hedge3', [100, 99, 95, 80, 0], [0, 80, 90, 95, 100]),
  ],
};
