import { topScenarios } from '@parley/scoring';
import { describe, expect, it } from 'vitest';
import { buildExport, EXPORT_CAP, exportFileName } from './export-json';
import { leaseIssues } from './testing/cases';

const lease = leaseIssues();

describe('buildExport', () => {
  it('holds issue and option names with both parties’ points', () => {
    const data = buildExport(lease, topScenarios(lease, 2), {
      caseName: 'Lease renewal',
      kind: 'top',
      totalScenarios: 6,
      available: 2,
      selectedScenarios: 6,
    });
    expect(data).toEqual({
      case: 'Lease renewal',
      kind: 'top',
      totalScenarios: 6,
      selectedScenarios: 6,
      exported: 2,
      truncated: false,
      scenarios: [
        {
          options: [
            { issue: 'Rent', option: 'Low', user: 200, opponent: 60 },
            { issue: 'Term', option: '36 months', user: 120, opponent: 0 },
          ],
          userTotal: 320,
          opponentTotal: 60,
          total: 380,
        },
        {
          options: [
            { issue: 'Rent', option: 'High', user: 40, opponent: 220 },
            { issue: 'Term', option: '36 months', user: 120, opponent: 0 },
          ],
          userTotal: 160,
          opponentTotal: 220,
          total: 380,
        },
      ],
    });
    // Survives a JSON round trip unchanged.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('caps the export and says it was truncated', () => {
    const many = Array.from({ length: EXPORT_CAP + 5 }, () => topScenarios(lease, 1)[0]!);
    const data = buildExport(lease, many, {
      caseName: 'x',
      kind: 'selected',
      totalScenarios: 1e12,
      available: 1e9,
      selectedScenarios: 1e9,
    });
    expect(data.exported).toBe(EXPORT_CAP);
    expect(data.scenarios).toHaveLength(EXPORT_CAP);
    expect(data.truncated).toBe(true);
  });
});

describe('exportFileName', () => {
  it('slugs the case name', () => {
    expect(exportFileName('Lease renewal')).toBe('parley-scenarios-lease-renewal.json');
    expect(exportFileName('  Ünïcode / 2025!  ')).toBe('parley-scenarios-n-code-2025.json');
    expect(exportFileName('***')).toBe('parley-scenarios.json');
  });
});
