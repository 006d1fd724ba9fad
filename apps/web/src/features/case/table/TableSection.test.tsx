import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { accessOfRole, CaseAccessContext, OWNER_ACCESS, type CaseAccess } from '../access/case-access';
import { OpenSharingContext } from '../sharing/open-sharing';
import { TableSection } from './TableSection';
import { aTable, serveTable } from './testing';

const detail = aLeaseDetail(); // case 7: Rent (31 High, 32 Low), Term (33, 34, 35)
const TABLE = 'GET /api/cases/7/table';
const ready = { ready: true, changedAfterReady: false };

function renderTable(access: CaseAccess = OWNER_ACCESS, openSharing: (() => void) | null = null) {
  return renderWithProviders(
    <CaseAccessContext.Provider value={access}>
      <OpenSharingContext.Provider value={openSharing}>
        <TableSection detail={detail} />
      </OpenSharingContext.Provider>
    </CaseAccessContext.Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TableSection', () => {
  it('invites an owner without the other side, and opens Members & history to do it', async () => {
    serveTable({ [TABLE]: [200, aTable({ counterpart: null, side: null })] });
    const open = vi.fn();
    renderTable(OWNER_ACCESS, open);
    expect(await screen.findByText('Negotiate through Parley: invite the other side')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite the other side' }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('shows a member without a table nothing', async () => {
    const asked = serveTable({ [TABLE]: [200, aTable({ counterpart: null, side: null })] });
    const { container } = renderTable(accessOfRole('editor', 'Ana'));
    await waitFor(() => expect(asked.map((a) => a.call)).toContain(TABLE));
    await waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
    expect(screen.queryByText(/invite the other side/i)).not.toBeInTheDocument();
  });

  it("names the other side, says their readiness plainly and sends the reader's own", async () => {
    const asked = serveTable({
      [TABLE]: [
        200,
        aTable({
          ready: {
            you: { ready: false, changedAfterReady: false },
            them: { ready: true, changedAfterReady: true },
          },
        }),
      ],
      'PUT /api/cases/7/ready': [204, null],
    });
    renderTable();
    expect(await screen.findByRole('heading', { name: 'At the table with Ben' })).toBeInTheDocument();
    expect(screen.getByText('Changed after ready')).toBeInTheDocument();
    expect(screen.getByText(/never learns which of yours they did not share/)).toBeInTheDocument();
    // Not both ready: nothing to ask yet, and why.
    expect(screen.getByRole('button', { name: 'Ask Parley for fair proposals' })).toBeDisabled();
    expect(screen.getByText(/^Mark yourself ready first/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'I am ready' }));
    await waitFor(() =>
      expect(asked).toContainEqual({ call: 'PUT /api/cases/7/ready', body: { ready: true } }),
    );
  });

  it('asks for proposals when both are ready and explains a 429 in plain words', async () => {
    serveTable({
      [TABLE]: [200, aTable({ ready: { you: ready, them: ready } })],
      'POST /api/cases/7/proposals': [
        429,
        {
          statusCode: 429,
          error: 'Too Many Requests',
          message: 'Nothing has changed since the last proposals.',
          code: 'PROPOSALS_LIMITED',
        },
      ],
    });
    renderTable();
    const ask = await screen.findByRole('button', { name: 'Ask Parley for fair proposals' });
    expect(ask).toBeEnabled();
    await userEvent.click(ask);
    expect(await screen.findByText('No new proposals now')).toBeInTheDocument();
    expect(screen.getByText('Nothing has changed since the last proposals.')).toBeInTheDocument();
  });

  it('shows each proposal with its options and your total, and sends your private marks', async () => {
    const asked = serveTable({
      [TABLE]: [
        200,
        aTable({
          ready: { you: ready, them: ready },
          proposals: [
            { id: 41, optionIds: [32, 34], yourTotal: 263, markedByYou: false },
            { id: 42, optionIds: [31, 35], yourTotal: 158, markedByYou: true },
          ],
        }),
      ],
      'PUT /api/cases/7/acceptances': [200, { agreement: null }],
    });
    renderTable();
    expect(await screen.findByText('Proposal 1: your total 263')).toBeInTheDocument();
    expect(screen.getByText('Rent: Low · Term: 24 months')).toBeInTheDocument();
    expect(screen.getByText('Proposal 2: your total 158')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I would accept proposal 1' }));
    await waitFor(() =>
      expect(asked).toContainEqual({
        call: 'PUT /api/cases/7/acceptances',
        body: { proposalIds: [42, 41], offerIds: [] },
      }),
    );
  });

  it('sends both marks when a second is made before the first is answered', async () => {
    const table = aTable({
      ready: { you: ready, them: ready },
      proposals: [
        { id: 41, optionIds: [32, 34], yourTotal: 263, markedByYou: false },
        { id: 42, optionIds: [31, 35], yourTotal: 158, markedByYou: false },
      ],
    });
    const sent: unknown[] = [];
    let answerFirst: (() => void) | null = null;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://parley.test').pathname;
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        // The first answer waits until the second mark is made.
        if (sent.length === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
        return json({ agreement: null });
      }
      return path.endsWith('/table') ? json(table) : json({});
    });
    renderTable();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I would accept proposal 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I would accept proposal 2' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    answerFirst!();
    expect(sent[1]).toEqual({ proposalIds: [41, 42], offerIds: [] });
  });

  it("accepts the other side's latest complete offer after a confirmation", async () => {
    const offer = (id: number, latest: boolean, optionIds: (number | null)[]) => ({
      id,
      by: 'them' as const,
      optionIds,
      complete: !optionIds.includes(null),
      yourTotal: 100 + id,
      createdAt: '2026-11-29T10:00:00Z',
      latest,
      markedByYou: false,
    });
    const asked = serveTable({
      [TABLE]: [200, aTable({ offers: [offer(1, false, [31, null]), offer(2, true, [31, 33])] })],
      'POST /api/cases/7/offers/2/accept': [200, {}],
    });
    renderTable();
    expect(await screen.findByText('Your total 102')).toBeInTheDocument();
    expect(screen.getByText('Leaves issues open')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept their latest offer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept their offer' }));
    await waitFor(() => expect(asked.map((a) => a.call)).toContain('POST /api/cases/7/offers/2/accept'));
  });

  it('shows the agreement and the better deal with your own gain, and sends your answer', async () => {
    const asked = serveTable({
      [TABLE]: [
        200,
        aTable({
          agreement: { optionIds: [31, 33], yourTotal: 40, source: 'typed' },
          improvement: { optionIds: [32, 33], yourTotal: 200, yourGain: 160, youAccepted: null },
        }),
      ],
      'PUT /api/cases/7/improvement': [204, null],
    });
    renderTable();
    expect(await screen.findByText('Agreed: Rent: High · Term: 12 months.')).toBeInTheDocument();
    expect(
      screen.getByText('You can both do better than the deal you made: Rent: Low · Term: 12 months.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/160 more points for you \(your total 200\)/)).toBeInTheDocument();
    expect(screen.getByText(/replaces the deal only if both of you accept/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep our deal' }));
    await waitFor(() =>
      expect(asked).toContainEqual({ call: 'PUT /api/cases/7/improvement', body: { accept: false } }),
    );
  });

  it('lets the other side leave the table, deleting their points and notes when they choose', async () => {
    const asked = serveTable({
      [TABLE]: [200, aTable({ side: 'counterpart', counterpart: { name: 'Ana' } })],
      'DELETE /api/cases/7/counterpart?deleteMyData=true': [204, null],
    });
    renderTable(accessOfRole('counterpart', 'Ana'));
    expect(await screen.findByRole('heading', { name: 'At the table with Ana' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the table' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also delete my points and notes' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the table' }));
    await waitFor(() =>
      expect(asked.map((a) => a.call)).toContain('DELETE /api/cases/7/counterpart?deleteMyData=true'),
    );
  });

  it('says when the table could not be loaded for the other side, with Try Again', async () => {
    serveTable({
      [TABLE]: [500, { statusCode: 500, error: 'Error', message: 'Boom', code: 'INTERNAL_ERROR' }],
    });
    renderTable(accessOfRole('counterpart', 'Ana'));
    expect(await screen.findByText('The table could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
