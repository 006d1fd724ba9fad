import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { OptionPointsRow, type OptionPointsRowProps } from './OptionPointsRow';
import { pickLevel } from './testing';

const user = userEvent.setup({ delay: null });

function renderRow(overrides: Partial<OptionPointsRowProps> = {}) {
  const props: OptionPointsRowProps = {
    issueName: 'Rent',
    optionName: 'Low',
    description: 'What we ask for',
    rank: 2,
    importance: 3,
    suggested: 187,
    points: 200,
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
