import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CaseSavingContext, DIRECT_SAVING } from '../saving/CaseSaving';
import { OptionPointsRow, type OptionPointsRowProps } from './OptionPointsRow';
import { pickLevel } from './testing';

const user = userEvent.setup({ delay: null });

const baseProps: OptionPointsRowProps = {
  issueName: 'Rent',
  optionName: 'Low',
  description: 'What we ask for',
  rank: 2,
  importance: 3,
  suggested: 187,
  points: 200,
  onImportanceChange: () => undefined,
  onSavePoints: () => undefined,
};

function renderRow(overrides: Partial<OptionPointsRowProps> = {}) {
  const props: OptionPointsRowProps = {
    ...baseProps,
    onImportanceChange: vi.fn(),
    onSavePoints: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<OptionPointsRow {...props} />);
  return props;
}

const pointsField = () => screen.getByLabelText('Points for Rent: Low');

async function enterPoints(text: string, finish: '{Enter}' | '{Tab}' = '{Enter}') {
  await user.clear(pointsField());
  if (text) await user.paste(text);
  await user.keyboard(finish);
}

describe('OptionPointsRow', () => {
  it('shows the option, its preference, suggestion and points', () => {
    renderRow();
    expect(screen.getByText('Low')).toBeInTheDocument();
    expect(screen.getByText('What we ask for')).toBeInTheDocument();
    expect(screen.getByText('#2')).toBeInTheDocument();
    expect(screen.getByTitle('Preferred')).toBeInTheDocument();
    expect(screen.getByText('Suggested: 187')).toBeInTheDocument();
    expect(pointsField()).toHaveValue('200');
  });

  it('leaves the points empty when the party has none', () => {
    renderRow({ points: null });
    expect(pointsField()).toHaveValue('');
  });

  it('uses the suggestion', async () => {
    const props = renderRow();
    await user.click(screen.getByLabelText('Use suggested points for Rent: Low'));
    expect(props.onSavePoints).toHaveBeenCalledWith(187);
  });

  it('reports a preference picked', async () => {
    const props = renderRow();
    await pickLevel(user, 'Preference for Rent: Low', 'Least Preferred');
    expect(props.onImportanceChange).toHaveBeenCalledWith(1);
  });

  it('saves a manual entry on Enter and on leaving the field', async () => {
    const props = renderRow();
    await enterPoints('120');
    expect(props.onSavePoints).toHaveBeenLastCalledWith(120);
    await enterPoints('95', '{Tab}');
    expect(props.onSavePoints).toHaveBeenLastCalledWith(95);
    expect(props.onSavePoints).toHaveBeenCalledTimes(2);
  });

  it('refuses whole numbers outside 0–250 under the field, sending nothing', async () => {
    const props = renderRow();
    for (const text of ['999', '251', '-3']) {
      await enterPoints(text);
      expect(screen.getByRole('alert')).toHaveTextContent('Points must be a whole number from 0 to 250');
      expect(pointsField()).toHaveValue(text);
      expect(pointsField()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(props.onSavePoints).not.toHaveBeenCalled();
    await enterPoints('250');
    expect(props.onSavePoints).toHaveBeenLastCalledWith(250);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves an entry that is not a whole number as 0, and says so', async () => {
    const props = renderRow();
    await enterPoints('150.7');
    expect(props.onSavePoints).toHaveBeenLastCalledWith(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Not a whole number, so it was saved as 0');
    await enterPoints('lots');
    expect(props.onSavePoints).toHaveBeenCalledTimes(2);
  });

  it('shows the points sent until the saved points change, then the saved points', async () => {
    // The status says "Saved" before the case's scores are read again: the field must not show the old points.
    const props: Partial<OptionPointsRowProps> = { onSavePoints: vi.fn(() => Promise.resolve()) };
    const { rerender } = renderWithProviders(<OptionPointsRow {...baseProps} {...props} />);
    await enterPoints('abc');
    expect(pointsField()).toHaveValue('0');
    rerender(<OptionPointsRow {...baseProps} {...props} points={0} />);
    expect(pointsField()).toHaveValue('0');
    // An undo puts the old points back: they show, not the points sent before.
    rerender(<OptionPointsRow {...baseProps} {...props} points={200} />);
    expect(pointsField()).toHaveValue('200');
    await user.click(screen.getByLabelText('Use suggested points for Rent: Low'));
    expect(pointsField()).toHaveValue('187');
  });

  it('shows the saved points again when a save of the suggestion fails, and the entry when a typed save fails', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const onSavePoints = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    renderRow({ onSavePoints });
    await user.click(screen.getByLabelText('Use suggested points for Rent: Low'));
    expect(pointsField()).toHaveValue('187');
    fail(new Error('offline'));
    await vi.waitFor(() => expect(pointsField()).toHaveValue('200'));
    await enterPoints('90');
    expect(pointsField()).toHaveValue('90');
    fail(new Error('offline'));
    await vi.waitFor(() => expect(pointsField()).toHaveValue('90'));
    expect(pointsField()).not.toHaveAttribute('aria-invalid');
  });

  it('drops a refused entry and its message when an undo restores the points', async () => {
    // 151 saved; 300 typed is refused and stays to be corrected; then Undo restores 151: the field shows it.
    const row = (undone: number) => (
      <CaseSavingContext.Provider value={{ ...DIRECT_SAVING, undone }}>
        <OptionPointsRow {...baseProps} points={151} />
      </CaseSavingContext.Provider>
    );
    const { rerender } = renderWithProviders(row(0));
    await enterPoints('300');
    expect(pointsField()).toHaveValue('300');
    expect(pointsField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(row(1));
    expect(pointsField()).toHaveValue('151');
    expect(pointsField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves nothing when the points did not change', async () => {
    const props = renderRow();
    await enterPoints('200');
    await user.click(pointsField());
    await user.tab();
    expect(props.onSavePoints).not.toHaveBeenCalled();
  });

  it('saves nothing when an option without points is left empty, and drops an entry on Escape', async () => {
    const props = renderRow({ points: null });
    await enterPoints('', '{Tab}');
    await user.click(pointsField());
    await user.paste('40');
    await user.keyboard('{Escape}');
    expect(pointsField()).toHaveValue('');
    await user.tab();
    expect(props.onSavePoints).not.toHaveBeenCalled();
  });
});
