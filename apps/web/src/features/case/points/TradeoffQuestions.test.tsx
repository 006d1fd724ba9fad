import type { PartyAnswersResponse, TradeoffAnswerBody } from '@parley/contracts';
import { fitPoints } from '@parley/scoring';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { makeStore } from '../../../testing/store';
import { caseApi } from '../caseApi';
import { SmartPointsTab } from './SmartPointsTab';
import { TradeoffQuestions, type PointsRow } from './TradeoffQuestions';
import { packageText, pointsChanges, pointsInForce, pointsToSave, scoringIssues } from './tradeoff-session';

const user = userEvent.setup({ delay: null });
const detail = aLeaseDetail();
const { issues } = detail;
const [you, opponent] = detail.parties as [(typeof detail.parties)[0], (typeof detail.parties)[0]];
/** The person's saved points (Rent High 40, Low 200, Term 36 months 120) and the suggestions for the rest. */
const saved = new Map([
  [31, 40],
  [32, 200],
  [35, 120],
]);
const suggested = new Map([
  [31, 50],
  [32, 150],
  [33, 100],
  [34, 60],
  [35, 80],
]);
const inForce = pointsInForce(issues, saved, suggested);
const scoring = scoringIssues(issues, inForce);

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface Request {
  url: string;
  method: string;
  body?: unknown;
}

/** The answers routes behind `fetch`: GET answers `stored` (or `load`), PUT stores the list (or answers `put`). */
function fakeAnswersApi(
  options: { stored?: TradeoffAnswerBody[]; load?: () => Response; put?: () => Response } = {},
) {
  let stored = [...(options.stored ?? [])];
  const requests: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request: Request = {
      url: String(input),
      method: init?.method ?? 'GET',
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    requests.push(request);
    const partyId = Number(/parties\/(\d+)\/answers/.exec(request.url)?.[1]);
    if (request.method === 'GET' && request.url.endsWith('/answers')) {
      if (options.load) return options.load();
      return json(200, { partyId, answers: stored, pointsConfidence: null } satisfies PartyAnswersResponse);
    }
    if (request.method === 'PUT' && request.url.endsWith('/answers')) {
      if (options.put) return options.put();
      stored = (request.body as { answers: TradeoffAnswerBody[] }).answers;
      return json(200, { partyId, answers: stored });
    }
    if (request.method === 'GET') return json(200, []);
    return json(200, { issueImportance: [], optionImportance: [], scores: [] });
  });
  const puts = () =>
    requests
      .filter((r) => r.method === 'PUT' && r.url.endsWith('/answers'))
      .map((r) => (r.body as { answers: TradeoffAnswerBody[] }).answers);
  return { requests, puts };
}

function renderQuestions(party = you, onSavePoints = vi.fn<(rows: PointsRow[]) => Promise<unknown>>()) {
  onSavePoints.mockResolvedValue(undefined);
  renderWithProviders(
    <TradeoffQuestions
      open
      onClose={() => undefined}
      party={party}
      issues={issues}
      saved={saved}
      suggested={suggested}
      onSavePoints={onSavePoints}
    />,
  );
  return { onSavePoints };
}

const dialog = () => screen.getByRole('dialog');
const packageButton = (letter: 'A' | 'B') =>
  within(dialog()).getByRole('button', { name: new RegExp(`^${letter}:`) });
/** The packages on screen, as "A: …" and "B: …". */
const shownPackages = () => [packageButton('A').textContent, packageButton('B').textContent];

/** The total of a package with the points in force. */
const total = (side: Record<string, number>) =>
  Object.values(side).reduce((sum, optionId) => sum + inForce.get(optionId)!.points, 0);

/** The question on screen as stored: read back from the words on the buttons. */
function questionOnScreen(): TradeoffAnswerBody['question'] {
  const sides = issues.flatMap((a, i) =>
    issues
      .slice(i + 1)
      .flatMap((b) =>
        a.options.flatMap((ax) =>
          b.options.map((bx) => ({ [String(a.id)]: ax.id, [String(b.id)]: bx.id }) as Record<string, number>),
        ),
      ),
  );
  const find = (letter: 'A' | 'B') =>
    sides.find((side) => packageButton(letter).textContent === `${letter}: ${packageText(issues, side)}`)!;
  return { left: find('A'), right: find('B') };
}

/** A > B, B > C, C > A: three answers no points can meet. */
const P1 = { '21': 31, '22': 33 };
const P2 = { '21': 32, '22': 34 };
const P3 = { '21': 31, '22': 35 };
const cycle: TradeoffAnswerBody[] = [
  { question: { left: P1, right: P2 }, prefer: 'left' },
  { question: { left: P2, right: P3 }, prefer: 'left' },
  { question: { left: P3, right: P1 }, prefer: 'left' },
];

// Each answer re-renders the dialog with a new question and proposal: a test answering several takes its time
// on a machine shared with others, hence more than the default.
describe('TradeoffQuestions', { timeout: 60_000 }, () => {
  it('asks which package the person would rather have, in words, and saves each answer as it is given', async () => {
    const { puts } = fakeAnswersApi();
    renderQuestions();
    expect(
      await within(dialog()).findByRole('heading', { name: 'Which would you rather have?' }),
    ).toBeVisible();
    expect(within(dialog()).getByText('(everything else the same)')).toBeVisible();
    const [a, b] = shownPackages();
    expect(a).toMatch(/^A: Rent (High|Low) with Term (12|24|36) months$/);
    expect(b).toMatch(/^B: Rent (High|Low) with Term (12|24|36) months$/);
    expect(within(dialog()).getByText('No answers yet')).toBeVisible();

    // Against the points in force: the fit has to move them, and the screen says how.
    const question = questionOnScreen();
    const prefer = total(question.left) > total(question.right) ? 'right' : 'left';
    await user.click(packageButton(prefer === 'left' ? 'A' : 'B'));

    await waitFor(() => expect(puts()).toEqual([[{ question, prefer }]]));
    expect(await within(dialog()).findByText('1 answer, saved')).toBeVisible();
    const fitted = fitPoints(scoring, [{ question, prefer }]);
    if (!('points' in fitted)) throw new Error('one answer cannot conflict');
    const changes = pointsChanges(issues, inForce, fitted.points);
    expect(changes.length).toBeGreaterThan(0);
    const list = within(dialog()).getByRole('heading', {
      name: 'What your answers change',
    }).nextElementSibling!;
    expect(
      within(list as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(changes.map((c) => `${c.label}: ${c.from}${c.fromSuggested ? ' (suggested)' : ''} → ${c.to}`));
    // The next question is another one.
    expect(shownPackages()).not.toEqual([a, b]);
  });

  it('asks the other side’s question about “they”, with how sure the person is (think so unless changed)', async () => {
    const { puts } = fakeAnswersApi();
    renderQuestions(opponent);
    const heading = await within(dialog()).findByRole('heading', { name: 'Which would they rather have?' });
    expect(heading.querySelector('em')).toHaveTextContent('they');
    expect(within(dialog()).getByRole('radio', { name: 'Think so' })).toBeChecked();

    const first = questionOnScreen();
    await user.click(within(dialog()).getByRole('radio', { name: 'A guess' }));
    await user.click(within(dialog()).getByRole('button', { name: 'About the same' }));
    await waitFor(() => expect(puts()).toEqual([[{ question: first, prefer: 'same', confidence: 'guess' }]]));
    expect(within(dialog()).getByRole('radio', { name: 'Think so' })).toBeChecked();

    const second = questionOnScreen();
    await user.click(packageButton('B'));
    await waitFor(() =>
      expect(puts()[1]?.[1]).toEqual({ question: second, prefer: 'right', confidence: 'think-so' }),
    );
  });

  it('skips to another question without saving anything, and does not ask the skipped one next', async () => {
    const { puts } = fakeAnswersApi();
    renderQuestions();
    await within(dialog()).findByRole('heading', { name: 'Which would you rather have?' });
    const skippedOnes: string[] = [];
    for (let k = 0; k < 3; k++) {
      skippedOnes.push(shownPackages().join(' / '));
      await user.click(within(dialog()).getByRole('button', { name: 'Skip' }));
      const now = within(dialog()).queryByRole('button', { name: /^A:/ });
      if (now === null) break;
      expect(skippedOnes).not.toContain(shownPackages().join(' / '));
    }
    expect(puts()).toEqual([]);
  });

  it('names the answers that contradict each other, fits nothing, and lets one be removed', async () => {
    const { puts } = fakeAnswersApi({ stored: cycle });
    const { onSavePoints } = renderQuestions();
    const conflict = await within(dialog()).findByRole('region', {
      name: 'These answers contradict each other',
    });
    const texts = within(conflict)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.tradeoff-answer-text')!.textContent);
    expect(texts).toEqual([
      'You preferred Rent High with Term 12 months to Rent Low with Term 24 months.',
      'You preferred Rent Low with Term 24 months to Rent High with Term 36 months.',
      'You preferred Rent High with Term 36 months to Rent High with Term 12 months.',
    ]);
    expect(within(dialog()).queryByRole('heading', { name: 'What your answers change' })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: /^A:/ })).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Accept new points' })).toBeNull();

    await user.click(
      within(conflict).getByRole('button', {
        name: 'Remove: You preferred Rent High with Term 36 months to Rent High with Term 12 months',
      }),
    );
    await waitFor(() => expect(puts()).toEqual([cycle.slice(0, 2)]));
    expect(
      within(dialog()).queryByRole('region', { name: 'These answers contradict each other' }),
    ).toBeNull();
    expect(within(dialog()).getByRole('heading', { name: 'What your answers change' })).toBeVisible();
    expect(onSavePoints).not.toHaveBeenCalled();
  });

  it('asks a contradicting answer again, and finds the contradiction again when it is given the same way', async () => {
    const { puts } = fakeAnswersApi({ stored: cycle });
    renderQuestions(opponent);
    const conflict = await within(dialog()).findByRole('region', {
      name: 'These answers contradict each other',
    });
    expect(within(conflict).getAllByRole('listitem')[0]).toHaveTextContent(
      'You said they preferred Rent High with Term 12 months to Rent Low with Term 24 months (sure).',
    );
    await user.click(within(conflict).getAllByRole('button', { name: /^Answer again/ })[0]!);
    expect(shownPackages()).toEqual(['A: Rent High with Term 12 months', 'B: Rent Low with Term 24 months']);
    expect(packageButton('A')).toHaveFocus();
    expect(puts()[0]).toEqual(cycle.slice(1));

    await user.click(packageButton('A'));
    const again = await within(dialog()).findByRole('region', {
      name: 'These answers contradict each other',
    });
    // The question answered is gone: the focus goes to what is to be done next.
    expect(again).toHaveFocus();

    await user.click(
      within(dialog()).getByRole('button', {
        name: 'Answer again: You said they preferred Rent High with Term 12 months to Rent Low with Term 24 months (sure)',
      }),
    );
    await user.click(packageButton('B'));
    await waitFor(() =>
      expect(puts().at(-1)?.at(-1)).toMatchObject({ prefer: 'right', question: cycle[0]!.question }),
    );
    expect(
      within(dialog()).queryByRole('region', { name: 'These answers contradict each other' }),
    ).toBeNull();
  });

  it('accepts the fitted points through the points save, or discards them and keeps the points in force', async () => {
    const stored = cycle.slice(0, 2);
    fakeAnswersApi({ stored });
    const { onSavePoints } = renderQuestions();
    await within(dialog()).findByRole('heading', { name: 'What your answers change' });
    await user.click(within(dialog()).getByRole('button', { name: 'Discard' }));
    expect(within(dialog()).getByText(/You kept the points in force/)).toBeVisible();
    expect(within(dialog()).queryByRole('button', { name: 'Accept new points' })).toBeNull();

    // A new answer brings a new proposal; Accept saves what the fit gives for all three answers.
    const question = questionOnScreen();
    await user.click(within(dialog()).getByRole('button', { name: 'About the same' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Accept new points' }));
    const fitted = fitPoints(scoring, [...stored, { question, prefer: 'same' }]);
    if (!('points' in fitted)) throw new Error('an open question answered cannot conflict');
    expect(onSavePoints).toHaveBeenCalledTimes(1);
    expect(onSavePoints).toHaveBeenCalledWith(pointsToSave(issues, saved, fitted.points));
    // Options that had only a suggestion are saved too, so what is in force is what the fit used.
    expect(onSavePoints.mock.calls[0]![0].map((r) => r.optionId)).toEqual(expect.arrayContaining([33, 34]));
  });

  it('saves exactly the fitted points on Accept', async () => {
    const stored = cycle.slice(0, 2);
    fakeAnswersApi({ stored });
    const { onSavePoints } = renderQuestions();
    await user.click(await within(dialog()).findByRole('button', { name: 'Accept new points' }));
    const fitted = fitPoints(scoring, stored);
    if (!('points' in fitted)) throw new Error('two answers of a cycle agree');
    expect(onSavePoints).toHaveBeenCalledWith(pointsToSave(issues, saved, fitted.points));
  });

  it('lets the fitted points be edited before saving, and says when an answer no longer holds', async () => {
    const stored = cycle.slice(0, 2);
    fakeAnswersApi({ stored });
    const { onSavePoints } = renderQuestions();
    await user.click(await within(dialog()).findByRole('button', { name: 'Edit' }));
    const fitted = fitPoints(scoring, stored);
    if (!('points' in fitted)) throw new Error('two answers of a cycle agree');
    const changes = pointsChanges(issues, inForce, fitted.points);
    const first = changes[0]!;
    const field = within(dialog()).getByLabelText(`${first.label} (was ${first.from})`);
    expect(field).toHaveValue(String(first.to));
    // Rent High at 250 and Low at 0 make "Rent Low … over Rent High …" impossible to keep.
    for (const change of changes) {
      const input = within(dialog()).getByLabelText(`${change.label} (was ${change.from})`);
      await user.clear(input);
      await user.type(input, change.optionId === 31 ? '250' : '0');
    }
    await user.tab();
    expect(await within(dialog()).findByText(/of your answers no longer hold/)).toBeVisible();
    await user.click(within(dialog()).getByRole('button', { name: 'Save these points' }));
    expect(onSavePoints).toHaveBeenCalledTimes(1);
    const rows = onSavePoints.mock.calls[0]![0];
    for (const change of changes) {
      expect(rows.find((r) => r.optionId === change.optionId)?.points).toBe(change.optionId === 31 ? 250 : 0);
    }
  });

  it('clears the answers after asking, keeping the points', async () => {
    const { puts } = fakeAnswersApi({ stored: cycle });
    const { onSavePoints } = renderQuestions();
    await user.click(await within(dialog()).findByRole('button', { name: 'Clear answers' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Clear answers' }));
    await waitFor(() => expect(puts()).toEqual([[]]));
    expect(within(dialog()).getByText('No answers yet')).toBeVisible();
    expect(onSavePoints).not.toHaveBeenCalled();
  });

  it('says when the answers cannot be loaded, and loads them on Try Again', async () => {
    let fail = true;
    fakeAnswersApi({
      load: () => (fail ? json(500, { message: 'Boom' }) : json(200, { partyId: 11, answers: [] })),
    });
    renderQuestions();
    expect(await within(dialog()).findByText('Your earlier answers could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Try Again' }));
    expect(
      await within(dialog()).findByRole('heading', { name: 'Which would you rather have?' }),
    ).toBeVisible();
  });

  it('keeps an answer that could not be saved on screen and sends it again on Retry', async () => {
    let refuse = true;
    const { puts } = fakeAnswersApi({
      put: () => (refuse ? json(500, { message: 'Boom' }) : json(200, { partyId: 11, answers: [] })),
    });
    renderQuestions();
    await user.click(await within(dialog()).findByRole('button', { name: 'About the same' }));
    expect(await within(dialog()).findByText('Your latest answers are not saved yet.')).toBeVisible();
    expect(within(dialog()).getByText(/^1 answer/)).toBeVisible();
    refuse = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(dialog()).queryByText('Your latest answers are not saved yet.')).toBeNull(),
    );
    expect(puts()).toHaveLength(2);
    expect(puts()[1]).toEqual(puts()[0]);
  });
});

describe('Check my points / Check their points in Smart Points', { timeout: 60_000 }, () => {
  async function renderTab(status: 'active' | 'closed' = 'active') {
    const store = makeStore();
    await store.dispatch(caseApi.util.upsertQueryData('getIssueImportance', 7, []));
    await store.dispatch(caseApi.util.upsertQueryData('getOptionImportance', 7, []));
    const caseDetail = aLeaseDetail({ case: { ...detail.case, status } });
    await store.dispatch(caseApi.util.upsertQueryData('getCase', 7, caseDetail));
    return renderWithProviders(<SmartPointsTab detail={caseDetail} issuesTabHref="/cases/7?tab=issues" />, {
      store,
    });
  }

  it('offers each party its check, and Accept saves the points through the party’s points save', async () => {
    const { requests } = fakeAnswersApi({ stored: cycle.slice(0, 2) });
    await renderTab();
    expect(screen.getByRole('button', { name: 'Check my points' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Opponent' }));
    await user.click(screen.getByRole('button', { name: 'Check their points' }));
    // (antd's ids are fixed in tests, so the dialog's name is read from its title.)
    expect(await screen.findByRole('dialog')).toHaveTextContent('Check their points (Opponent)');
    await user.click(await within(dialog()).findByRole('button', { name: 'Accept new points' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PUT' && r.url === '/api/cases/7/points')).toHaveLength(1),
    );
    const body = requests.find((r) => r.url === '/api/cases/7/points')!.body as {
      partyId: number;
      scores: PointsRow[];
    };
    expect(body.partyId).toBe(12);
    expect(body.scores.length).toBeGreaterThan(0);
    expect(requests.some((r) => r.url === '/api/parties/12/answers')).toBe(true);
    await act(async () => undefined);
  });

  it('cannot be opened on a closed case', async () => {
    fakeAnswersApi();
    await renderTab('closed');
    expect(screen.getByRole('button', { name: 'Check my points' })).toBeDisabled();
  });
});
