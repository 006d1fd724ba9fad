import { inject } from 'vitest';

// The analysis worker thread loads @parley/contracts from this bundle of its sources instead of its build.
process.env['PARLEY_CONTRACTS_MODULE'] = inject('contractsModule');
