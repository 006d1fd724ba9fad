import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { WalkAwayInputs } from './WalkAwayInputs';

const user = userEvent.setup();

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  });
}

function bodyOf(spy: ReturnType<typeof vi.spyOn>, at = 0): { url: string; method?: string; body: unknown } {
  const [url, init] = spy.mock.calls[at] as [string, RequestInit];
  return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
}

/** Opens the option list of an issue in the package group and picks an option by its name. */
async function pick(group: HTMLElement, issue: string, option: string) {
  await user.click(within(group).getByRole('combobox', { name: issue }));
  await user.click(await screen.findByTitle(option));
}

/**
 * On the focused list: Enter opens it, ArrowDown moves `down` options from the first, Enter chooses. The moves
 * go through fireEvent with key codes, which the list's handler reads and user-event leaves out.
 */
async function chooseByKeyboard(down: number) {
  await user.keyboard('{Enter}');
  const list = document.activeElement as HTMLElement;
  await waitFor(() => expect(list).toHaveAttribute('aria-expanded', 'true'));
  for (let k = 0; k < down; k++) fireEvent.keyDown(list, { key: 'ArrowDown', keyCode: 40, which: 40 });
  fireEvent.keyDown(list, { key: 'Enter', keyCode: 13, which: 13 });
  await waitFor(() => expect(list).toHaveAttribute('aria-expanded', 'false'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

// The lease: Rent High (you 40, them 220), Low (200, 60); Term 36 months (you 120, them 0), others 0.
describe('WalkAwayInputs', () => {
  it("sets the opponent's walk-away from a named package: its total and its description", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        answer(200, { id: 12, name: 'Opponent', type: 'opponent', reservationValue: 220, alternative: '' }),
      );
    renderWithProviders(<WalkAwayInputs detail={aLeaseDetail()} />);
    const open = screen.getByRole('button', { name: 'Set their walk-away from a package' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const group = screen.getByRole('group', { name: 'Their walk-away package' });
    const use = within(group).getByRole('button', { name: 'Use as their walk-away' });
    expect(use).toBeDisabled();
    expect(within(group).getByRole('status')).toHaveTextContent(
      'Pick an option on every issue: 2 issues left.',
    );

    await user.type(within(group).getByLabelText('Package name (optional)'), "Beta Labs' offer");
    await pick(group, 'Rent', 'High');
    await pick(group, 'Term', '36 months');
    // High + 36 months for them: 220 + 0.
    expect(within(group).getByRole('status')).toHaveTextContent(
      "Their total for this package: 220. Note: Beta Labs' offer: Rent High, Term 36 months",
    );
    await user.click(use);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(bodyOf(fetch)).toEqual({
      url: '/api/parties/12',
      method: 'PUT',
      body: { reservationValue: 220, alternative: "Beta Labs' offer: Rent High, Term 36 months" },
    });
  });

  it('keeps every choice and says so when the save fails, and the package can be chosen by keyboard', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(500));
    renderWithProviders(<WalkAwayInputs detail={aLeaseDetail()} />);
    screen.getByRole('button', { name: 'Set your walk-away from a package' }).focus();
    await user.keyboard('{Enter}');
    const group = screen.getByRole('group', { name: 'Your walk-away package' });
    // Keyboard only: Tab to the name, then to each issue's list, open it and choose with the arrow keys.
    await user.tab();
    expect(within(group).getByLabelText('Package name (optional)')).toHaveFocus();
    await user.keyboard('Current lease');
    await user.tab();
    expect(within(group).getByRole('combobox', { name: 'Rent' })).toHaveFocus();
    await chooseByKeyboard(1);
    await user.tab();
    expect(within(group).getByRole('combobox', { name: 'Term' })).toHaveFocus();
    await chooseByKeyboard(2);
    // Low + 36 months for you: 200 + 120.
    expect(within(group).getByRole('status')).toHaveTextContent(
      'Your total for this package: 320. Note: Current lease: Rent Low, Term 36 months',
    );
    await user.tab();
    expect(within(group).getByRole('button', { name: 'Use as your walk-away' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'Failed to save the walk-away value: your choices are kept, try again.',
    );
    expect(within(group).getByLabelText('Package name (optional)')).toHaveValue('Current lease');
    expect(within(group).getByRole('status')).toHaveTextContent('Your total for this package: 320.');
  });

  it('still saves a typed walk-away total', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        answer(200, { id: 11, name: 'You', type: 'user', reservationValue: 150, alternative: 'Stay' }),
      );
    renderWithProviders(<WalkAwayInputs detail={aLeaseDetail()} />);
    await user.type(screen.getByLabelText('Your walk-away total'), '150');
    await user.type(screen.getAllByLabelText('Best alternative to an agreement')[0]!, 'Stay');
    await user.click(screen.getByRole('button', { name: 'Save your walk-away total' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(bodyOf(fetch).body).toEqual({ reservationValue: 150, alternative: 'Stay' });
  });
});
