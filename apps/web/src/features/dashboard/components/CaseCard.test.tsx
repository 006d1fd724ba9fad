import type { CaseResponse } from '@parley/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCase } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CaseCard } from './CaseCard';

const withName = (name: string | null) =>
  ({ ...aCase({ id: 3, name: 'Lease' }), withName: name }) as CaseResponse;

describe('CaseCard at a joint table (issue 36)', () => {
  it("shows the owner's card with the other side's name", () => {
    renderWithProviders(<CaseCard caseItem={withName('Ben')} />);
    expect(screen.getByText('with Ben')).toBeInTheDocument();
  });

  it("shows the other side's card with the owner's name and their role", () => {
    renderWithProviders(
      <CaseCard caseItem={withName('Ada')} shared={{ ownerName: 'Ada', role: 'counterpart' }} />,
    );
    expect(screen.getByText('with Ada')).toBeInTheDocument();
    expect(screen.getByText('The other side')).toBeInTheDocument();
    expect(screen.queryByText('Shared by Ada')).not.toBeInTheDocument();
  });

  it('says nothing of a table without one', () => {
    renderWithProviders(<CaseCard caseItem={withName(null)} />);
    expect(screen.queryByText(/^with /)).not.toBeInTheDocument();
  });

  it("says on the other side's card when the owner ended the table", () => {
    renderWithProviders(
      <CaseCard
        caseItem={{ ...withName('Ada'), tableEnded: true }}
        shared={{ ownerName: 'Ada', role: 'counterpart' }}
      />,
    );
    expect(screen.getByText('The table has ended')).toBeInTheDocument();
  });
});
