import { describe, expect, it } from 'vitest';
import { negotiationKindOf, normalIssueName, repeatsExistingIssue, sameIssue } from './issue-names.js';

describe('negotiationKindOf', () => {
  it.each([
    // The two the substring match got wrong.
    ['Gearbox housings supply', 'business'],
    ['Warehouse lease renewal offer', 'lease'],
    // Salary talks, job offers, raises.
    ['Salary negotiation with Acme', 'salary'],
    ['Job offer at Beta Labs', 'salary'],
    ['Senior engineer offer letter', 'salary'],
    ['Asking for a raise', 'salary'],
    ['Promotion to team lead', 'salary'],
    ['Annual pay review with my manager', 'salary'],
    ['Hiring a head of sales: compensation package', 'salary'],
    ['Employment contract for a new nurse', 'salary'],
    ['Internship stipend', 'salary'],
    // Rents and leases.
    ['Apartment rent renewal', 'lease'],
    ['Rent increase with my landlord', 'lease'],
    ['Commercial lease for a restaurant', 'lease'],
    ['Office space in Berlin for the team', 'lease'],
    ['Tenancy agreement for a student flat', 'lease'],
    ['Car lease for the sales team', 'lease'],
    // Supplier, vendor and procurement contracts, licences, partnerships, freelance work.
    ['Supplier contract for packaging', 'business'],
    ['Vendor selection for cloud hosting', 'business'],
    ['Procurement of 500 laptops', 'business'],
    ['Buying 500 laptops from a supplier', 'business'],
    ['Software licence renewal', 'business'],
    ['SaaS license for our CRM', 'business'],
    ['Partnership deal with a distributor', 'business'],
    ['Freelance rates with a new client', 'business'],
    ['Consulting engagement for Q3', 'business'],
    ['Joint venture terms', 'business'],
    ['Sponsorship agreement for the marathon', 'business'],
    // House and car purchases.
    ['House purchase in Leeds', 'purchase'],
    ['Buying a used car', 'purchase'],
    ['Selling our home', 'purchase'],
    ['Buying an apartment downtown', 'purchase'],
    ['Mortgage and price for a cottage', 'purchase'],
    // Nothing to go by.
    ['Family holiday plans', 'generic'],
    ['Something', 'generic'],
    ['Offers', 'generic'],
  ] as const)('%s → %s', (text, kind) => {
    expect(negotiationKindOf(text)).toBe(kind);
  });

  it('reads whole words only: no kind hides inside another word', () => {
    // "housings" holds "hous", "offering" holds "offer", "parental" holds "rent", "carpet" holds "car".
    expect(negotiationKindOf('Gearbox housings')).toBe('generic');
    expect(negotiationKindOf('Parental carpet offering')).toBe('generic');
  });
});

describe('normalIssueName', () => {
  it('drops case, punctuation, filler words and plurals', () => {
    expect(normalIssueName('  Monthly RENT ')).toBe('rent');
    expect(normalIssueName('Vacation days')).toBe('vacation day');
    expect(normalIssueName('Repairs & maintenance')).toBe('repair maintenance');
    expect(normalIssueName('Business class')).toBe('business class');
    expect(normalIssueName('Bonus')).toBe('bonus');
  });
});

describe('repeatsExistingIssue', () => {
  it.each([
    // The five pairs issue 18 found, and more a person would write.
    ['Remote work', 'Remote days per week', 'salary'],
    ['Equity', 'Equity (RSUs over 4 years)', 'salary'],
    ['Bonus', 'Signing bonus', 'salary'],
    ['Price', 'Price per unit', 'business'],
    ['Volume', 'Annual volume commitment', 'business'],
    ['Monthly rent', 'Rent', 'lease'],
    ['Start date', 'Starting date', 'salary'],
    ['Vacation days', 'PTO', 'salary'],
    ['Vacation days', 'Paid time off', 'salary'],
    ['Contract length', 'Term of the agreement', 'business'],
    ['Security deposit', 'Deposit', 'lease'],
    ['Lease term', 'Length of the lease', 'lease'],
    ['Remote work', 'Work from home', 'salary'],
    ['Base salary', 'Salary', 'salary'],
    ['Base salary', 'Annual base pay', 'salary'],
    ['Warranty', 'Guarantee', 'purchase'],
    ['Price', 'Fees', 'business'],
    ['Payment terms', 'Payment schedule', 'business'],
    ['Service levels', 'SLA', 'business'],
    ['Repairs and maintenance', 'Maintenance', 'lease'],
    ['Early termination', 'Break clause', 'lease'],
    ['Closing date', 'Completion date', 'purchase'],
    ['Training budget', 'Professional development', 'salary'],
    ['Equity', 'Stock options', 'salary'],
  ] as const)('%s repeats %s in a %s negotiation, both ways', (suggestion, existing, kind) => {
    expect(repeatsExistingIssue(suggestion, [existing], kind)).toBe(true);
    expect(repeatsExistingIssue(existing, [suggestion], kind)).toBe(true);
  });

  it.each([
    ['Deposit', 'Repairs', 'lease'],
    ['Deposit', 'Rent', 'lease'],
    ['Rent increases', 'Monthly rent', 'lease'],
    ['Bonus', 'Base salary', 'salary'],
    ['Signing bonus', 'Performance bonus', 'salary'],
    ['Equity', 'Remote days', 'salary'],
    ['Start date', 'Vacation days', 'salary'],
    ['Closing date', 'Price', 'purchase'],
    ['Payment terms', 'Price', 'business'],
    ['Volume', 'Exclusivity', 'business'],
    ['Office space', 'Parking space', 'generic'],
  ] as const)('%s is new beside %s in a %s negotiation, both ways', (suggestion, existing, kind) => {
    expect(repeatsExistingIssue(suggestion, [existing], kind)).toBe(false);
    expect(repeatsExistingIssue(existing, [suggestion], kind)).toBe(false);
  });

  it('keeps synonyms to their kind of negotiation: price is not rent in a salary talk', () => {
    expect(repeatsExistingIssue('Price', ['Rent'], 'lease')).toBe(true);
    expect(repeatsExistingIssue('Price', ['Rent'], 'salary')).toBe(false);
  });

  it('compares other words too, so issues outside the table still meet', () => {
    expect(sameIssue('Parking', 'Parking spaces', 'lease')).toBe(true);
    expect(sameIssue('Relocation package', 'Relocation', 'salary')).toBe(true);
    expect(sameIssue('Relocation package', 'Parking', 'salary')).toBe(false);
  });

  it('drops a nameless suggestion, and a nameless issue hides nothing', () => {
    expect(repeatsExistingIssue('  &  ', [], 'salary')).toBe(true);
    expect(repeatsExistingIssue('Bonus', ['The'], 'salary')).toBe(false);
  });
});
