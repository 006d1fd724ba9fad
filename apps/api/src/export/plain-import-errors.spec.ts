import { describe, expect, it } from 'vitest';
import { NOT_A_CASE_FILE, OTHER_VERSION, placeOf, plainImportMessage } from './plain-import-errors.js';

const file = {
  issues: [{ name: 'Rent', options: [{ name: '$1,800' }, { name: '' }] }],
};

describe('plain import errors', () => {
  it('says a file of another kind is not a case file, and how to get one', () => {
    expect(plainImportMessage({ format: 'This is not a Parley case file' }, { name: 'package' })).toBe(
      NOT_A_CASE_FILE,
    );
    expect(plainImportMessage({}, [])).toBe(NOT_A_CASE_FILE);
    expect(NOT_A_CASE_FILE).toMatch(/Export a case from Parley/);
  });

  it('says a file of another version cannot be read here', () => {
    expect(plainImportMessage({ version: 'expected 1' }, {})).toBe(OTHER_VERSION);
  });

  it('names an unknown field as something edited or made elsewhere', () => {
    expect(plainImportMessage({ owner: 'Unknown field "owner"' }, {})).toMatch(
      /^This file holds something a Parley case file does not \("owner"\)/,
    );
  });

  it('names where the first problem is, by position and name, and how to fix it', () => {
    expect(
      plainImportMessage(
        {
          'issues.0.options.0.points.user': 'Points must be a whole number from 0 to 250',
          'issues.0.options.1.name': 'Option name is required',
        },
        file,
      ),
    ).toBe(
      'This case file cannot be imported: issue 1 ("Rent"), option 1 ("$1,800"): Points must be a whole number from 0 to 250 (and 1 more). Correct it in the file, or export the case from Parley again and import that file.',
    );
  });

  it('reads every kind of place', () => {
    expect(placeOf('case.name', file)).toBe('the case');
    expect(placeOf('parties.user.reservationValue', file)).toBe('your side');
    expect(placeOf('parties.opponent', file)).toBe('the other side');
    expect(placeOf('issues.0.options.1.name', file)).toBe('issue 1 ("Rent"), option 2');
    expect(placeOf('issues', file)).toBe('');
    expect(placeOf('issues.7.name', file)).toBe('issue 8');
  });
});
