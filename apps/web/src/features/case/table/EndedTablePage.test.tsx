import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CasePage, type CaseSlots } from '../CasePage';
import { aTable, serveTable } from './testing';

const slots: CaseSlots = {
  issuesAside: () => null,
  strategyInsights: () => null,
  scenarioExplorer: () => null,
};

const CASE_404: [number, unknown] = [
  404,
  { statusCode: 404, error: 'Not Found', message: 'Case not found', code: 'CASE_NOT_FOUND' },
];

/** What GET /table answers the other side once the owner ended it: their own totals, the shared names. */
const ENDED = aTable({
  side: 'counterpart',
  ended: true,
  counterpart: { name: 'Ben' },
  issues: [
    {
      id: 31,
      name: 'Rent',
      options: [
        { id: 41, name: '$1,800' },
        { id: 42, name: '<b>$2,000</b>' },
      ],
    },
    { id: 32, name: 'Term', options: [{ id: 43, name: '12 months' }] },
  ],
  agreement: { optionIds: [42, 43], yourTotal: 163, source: 'offer' },
  offers: [
    {
      id: 5,
      by: 'them',
      optionIds: [41, null],
      complete: false,
      yourTotal: 34,
      createdAt: '2026-11-29T10:00:00.000Z',
      latest: true,
      markedByYou: false,
    },
    {
      id: 6,
      by: 'you',
      optionIds: [42, 43],
      complete: true,
      yourTotal: 163,
      createdAt: '2026-11-29T10:05:00.000Z',
      latest: true,
      markedByYou: false,
    },
  ],
});

function renderCase(listed: { name: string; withName?: string | null } | null = null) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/cases/:id"
        element={<CasePage slots={slots} onDeleteCase={() => undefined} listed={listed} />}
      />
      <Route path="/" element={<p>The dashboard</p>} />
    </Routes>,
    { route: '/cases/7' },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the ended table, for the other side (issue 36, point 7)', () => {
  it('shows the agreement and the offers by name with the reader’s own totals, read only, with a way back', async () => {
    const asked = serveTable({ 'GET /api/cases/7': CASE_404, 'GET /api/cases/7/table': [200, ENDED] });
    renderCase({ name: 'Lease renewal', withName: 'Ana' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lease renewal' })).toBeInTheDocument();
    expect(screen.getByText('The joint table has ended')).toBeInTheDocument();
    expect(screen.getByText(/Ana ended the joint table/)).toBeInTheDocument();
    expect(screen.queryByText('Case not found')).not.toBeInTheDocument();
    // The agreement, named from the table's own issues (an option's name is text, never markup).
    expect(screen.getByText('Agreed: Rent: <b>$2,000</b> · Term: 12 months.')).toBeInTheDocument();
    expect(screen.getByText('Your total: 163. Reached through an accepted offer.')).toBeInTheDocument();
    const offers = within(screen.getByRole('list', { name: 'The offers made' })).getAllByRole('listitem');
    expect(offers).toHaveLength(2);
    expect(offers[0]).toHaveTextContent('They offered');
    expect(offers[0]).toHaveTextContent('Rent: $1,800 · Term: open');
    expect(offers[0]).toHaveTextContent('Leaves an issue open');
    expect(offers[0]).toHaveTextContent('Your total: 34');
    expect(offers[1]).toHaveTextContent('You offered');
    expect(offers[1]).toHaveTextContent('Your total: 163');
    // Nothing to change: no button but the links home, and nothing but the case and the table was asked.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect([...new Set(asked.map((a) => a.call))].sort()).toEqual([
      'GET /api/cases/7',
      'GET /api/cases/7/table',
    ]);

    // The way back is a real link, reached with the keyboard.
    const back = screen.getByRole('link', { name: /Back to your cases/ });
    expect(back).toHaveAttribute('href', '/');
    back.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
  });

  it('says so without the case’s name when the list does not have it', async () => {
    serveTable({
      'GET /api/cases/7': CASE_404,
      'GET /api/cases/7/table': [200, { ...ENDED, agreement: null, offers: [] }],
    });
    renderCase();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A negotiation you were part of' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The other side ended the joint table/)).toBeInTheDocument();
    expect(screen.getByText('No agreement was reached at the table.')).toBeInTheDocument();
    expect(screen.getByText('No offers were made.')).toBeInTheDocument();
  });

  it('still shows a stranger “Case not found”: their table answers 404 too', async () => {
    const asked = serveTable({ 'GET /api/cases/7': CASE_404 });
    renderCase();
    expect(await screen.findByText('Case not found')).toBeInTheDocument();
    await waitFor(() => expect(asked.map((a) => a.call)).toContain('GET /api/cases/7/table'));
    expect(screen.queryByText('The joint table has ended')).not.toBeInTheDocument();
  });
});
