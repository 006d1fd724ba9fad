import { Limits, Messages, type IssueResponse } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { IssueItem, type IssueItemProps } from './IssueItem';
import type { SaveOutcome } from './types';

const user = userEvent.setup();

const [rent, term] = aLeaseDetail().issues as [IssueResponse, IssueResponse];

function renderItem(props: Partial<IssueItemProps> = {}) {
  const callbacks = {
    onToggle: vi.fn<IssueItemProps['onToggle']>(),
    onDelete: vi.fn<IssueItemProps['onDelete']>().mockResolvedValue(true),
    onAddOption: vi.fn<IssueItemProps['onAddOption']>().mockResolvedValue({ ok: true }),
    onUpdateOption: vi.fn<IssueItemProps['onUpdateOption']>().mockResolvedValue({ ok: true }),
    onDeleteOption: vi.fn<IssueItemProps['onDeleteOption']>().mockResolvedValue(true),
  };
  renderWithProviders(<IssueItem issue={rent} expanded {...callbacks} {...props} />);
  return { ...callbacks, ...props };
}

function withOptions(count: number): IssueResponse {
  return {
    ...rent,
    options: Array.from({ length: count }, (_, at) => ({
      id: 100 + at,
      name: `Option ${at}`,
      description: null,
    })),
  };
}

describe('IssueItem', () => {
  it('shows its options, the add-option form and the remove button when expanded', () => {
    renderItem();
    const options = screen.getByRole('list', { name: 'Options of Rent' });
    expect(within(options).getByText('High')).toBeInTheDocument();
    expect(within(options).getByText('Low')).toBeInTheDocument();
    expect(within(options).getByText('What we ask for')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add option to Rent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /remove issue/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /rent/i })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows only its header when collapsed', () => {
    renderItem({ expanded: false, issue: term });
    expect(screen.getByRole('button', { name: /term/i })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('12 months')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /remove issue/i })).not.toBeInTheDocument();
  });

  it('asks before removing the issue, with its name', async () => {
    const { onDelete } = renderItem();
    await user.click(screen.getByRole('button', { name: /remove issue/i }));

    expect(
      await screen.findByText('Are you sure you want to remove "Rent"? This action cannot be undone.'),
    ).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('passes the option id with an edit and a delete', async () => {
    const { onUpdateOption, onDeleteOption } = renderItem();
    await user.click(screen.getByRole('button', { name: 'Edit option High' }));
    await user.clear(screen.getByLabelText('Option name'));
    await user.paste('Highest');
    await user.keyboard('{Enter}');
    expect(onUpdateOption).toHaveBeenCalledWith(31, { name: 'Highest' });

    await user.click(screen.getByRole('button', { name: 'Delete option Low' }));
    await screen.findByText('Are you sure you want to delete "Low"?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDeleteOption).toHaveBeenCalledWith(32);
  });

  it('keeps the last option: its delete is disabled, with the hint', () => {
    renderItem({ issue: withOptions(1) });
    expect(screen.getByRole('button', { name: 'Delete option Option 0' })).toBeDisabled();
    expect(screen.getByText(Messages.lastOption)).toBeInTheDocument();
  });

  describe('Add Option', () => {
    it('is disabled until a name that is not blank is typed', async () => {
      renderItem();
      const add = screen.getByRole('button', { name: 'Add Option' });
      expect(add).toBeDisabled();
      await user.click(screen.getByLabelText('New option name'));
      await user.paste('   ');
      expect(add).toBeDisabled();
      await user.paste('Medium');
      expect(add).toBeEnabled();
    });

    it('adds the trimmed name with a null blank description, then empties the form', async () => {
      const { onAddOption } = renderItem();
      await user.click(screen.getByLabelText('New option name'));
      await user.paste('  Medium ');
      await user.click(screen.getByLabelText('New option description'));
      await user.paste('  ');
      await user.click(screen.getByRole('button', { name: 'Add Option' }));

      expect(onAddOption).toHaveBeenCalledWith({ name: 'Medium', description: null });
      await waitFor(() => expect(screen.getByLabelText('New option name')).toHaveValue(''));
    });

    it('keeps what was typed when adding fails', async () => {
      let settle: (outcome: SaveOutcome) => void = () => undefined;
      const onAddOption = vi.fn<IssueItemProps['onAddOption']>(
        () => new Promise((resolve) => (settle = resolve)),
      );
      renderItem({ onAddOption });
      await user.click(screen.getByLabelText('New option name'));
      await user.paste('Medium');
      await user.click(screen.getByLabelText('New option description'));
      await user.paste('In between');
      await user.keyboard('{Enter}');

      await waitFor(() =>
        expect(screen.getByRole('button', { name: /add option/i })).toHaveClass('ant-btn-loading'),
      );
      settle({ ok: false });

      await waitFor(() =>
        expect(screen.getByRole('button', { name: /add option/i })).not.toHaveClass('ant-btn-loading'),
      );
      expect(onAddOption).toHaveBeenCalledWith({ name: 'Medium', description: 'In between' });
      expect(screen.getByLabelText('New option name')).toHaveValue('Medium');
      expect(screen.getByLabelText('New option description')).toHaveValue('In between');
    });

    it(`is disabled at ${Limits.optionsPerIssueMax} options, with the hint`, () => {
      renderItem({ issue: withOptions(Limits.optionsPerIssueMax) });
      expect(screen.getByRole('button', { name: 'Add Option' })).toBeDisabled();
      expect(screen.getByLabelText('New option name')).toBeDisabled();
      expect(screen.getByText(Messages.tooManyOptions(Limits.optionsPerIssueMax))).toBeInTheDocument();
    });

    it(`is enabled below ${Limits.optionsPerIssueMax} options`, () => {
      renderItem({ issue: withOptions(Limits.optionsPerIssueMax - 1) });
      expect(screen.getByLabelText('New option name')).toBeEnabled();
      expect(screen.queryByText(Messages.tooManyOptions(Limits.optionsPerIssueMax))).not.toBeInTheDocument();
    });
  });
});
