/**
 * Two to four real options for each issue the offline strategist suggests, so that an added suggestion can
 * be scored at once. Keyed by the catalogue's issue name.
 */
export const SUGGESTED_OPTIONS: Record<string, string[]> = {
  'Base salary': ['Current offer', 'Offer + 5%', 'Offer + 10%'],
  Bonus: ['No bonus', 'Up to 10% on targets', 'Up to 20% on targets'],
  'Start date': ['In 2 weeks', 'In 1 month', 'In 3 months'],
  'Remote work': ['Fully on site', '2 days remote a week', '3 days remote a week', 'Fully remote'],
  'Vacation days': ['25 days', '28 days', '30 days'],
  Equity: ['No equity', 'Standard grant', 'Double grant'],
  'Training budget': ['None', '1,000 a year', '2,500 a year'],
  'Monthly rent': ['Asking rent', '5% below asking', '10% below asking'],
  'Lease term': ['12 months', '24 months', '36 months'],
  Deposit: ['1 month of rent', '2 months of rent', '3 months of rent'],
  'Rent increases': ['None during the term', 'Capped at inflation', 'Fixed 3% a year'],
  'Repairs and maintenance': ['Tenant handles minor repairs', 'Landlord handles all repairs'],
  'Early termination': [
    'Not allowed',
    'After 12 months with 3 months notice',
    'Any time with 2 months notice',
  ],
  Price: ['Asking price', '5% below asking', '10% below asking'],
  'Closing date': ['Within 30 days', 'Within 60 days', 'Within 90 days'],
  Repairs: ['Sold as is', 'Seller repairs before closing', 'Price credit for repairs'],
  'Included items': ['Nothing included', 'Appliances included', 'Appliances and furniture included'],
  'Financing terms': ['Cash payment', 'Subject to financing', 'Seller financing'],
  Warranty: ['No warranty', '1-year warranty', '2-year warranty'],
  Volume: ['Minimum commitment', 'Medium commitment', 'Large commitment'],
  'Payment terms': ['Upfront', 'Net 30', 'Net 60'],
  'Contract length': ['1 year', '2 years', '3 years'],
  'Service levels': ['Standard', 'Priority support', 'Guaranteed response times with credits'],
  Exclusivity: ['None', 'Exclusive in one region', 'Fully exclusive'],
  Timing: ['As soon as possible', 'Within a month', 'Within a quarter'],
  Scope: ['Core only', 'Core and extras', 'Everything'],
  'Risk and guarantees': ['Each side carries its own risk', 'Shared risk', 'Full guarantee'],
  Duration: ['Short', 'Medium', 'Long'],
  Flexibility: ['Fixed terms', 'Review once a year', 'Adjust any time by agreement'],
};
