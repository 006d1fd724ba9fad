import { describe, expect, it } from 'vitest';
import { normalIssueName, repeatsExistingIssue } from './issue-names.js';

describe('normalIssueName', () => {
  it('drops case, punctuation, filler words and plurals', () => {
    expect(normalIssueName('  Monthly RENT ')).toBe('rent');
    expect(normalIssueName('Vacation days')).toBe('vacation day');
    expect(normalIssueName('Repairs & maintenance')).toBe('repair maintenance');
    expect(normalIssueName('Business class')).toBe('business class');
  });
});

describe('repeatsExistingIssue', () => {
  it.each([
    ['Monthly rent', ['Rent'], 'lease'],
    ['Rent', ['Monthly rent'], 'lease'],
    ['Security deposit', ['Deposit'], 'lease'],
    ['Lease term', ['Length of the lease'], 'lease'],
    ['Remote work', ['Remote days'], 'salary'],
    ['Remote work', ['Work from home'], 'salary'],
    ['Vacation days', ['PTO'], 'salary'],
    ['Base salary', ['Salary'], 'salary'],
    ['Warranty', ['Guarantee'], 'purchase'],
    ['Price', ['Fees'], 'business'],
  ] as const)('%s repeats %j in a %s negotiation', (suggestion, existing, kind) => {
    expect(repeatsExistingIssue(suggestion, existing, kind)).toBe(true);
  });

  it.each([
    ['Bonus', ['Base salary'], 'salary'],
    ['Deposit', ['Rent'], 'lease'],
    ['Equity', ['Remote days', 'Vacation'], 'salary'],
    ['Closing date', ['Price'], 'purchase'],
  ] as const)('%s is new beside %j in a %s negotiation', (suggestion, existing, kind) => {
    expect(repeatsExistingIssue(suggestion, existing, kind)).toBe(false);
  });

  it('keeps synonyms to their kind of negotiation: price is not rent in a salary talk', () => {
    expect(repeatsExistingIssue('Price', ['Rent'], 'lease')).toBe(true);
    expect(repeatsExistingIssue('Price', ['Rent'], 'salary')).toBe(false);
  });
});
