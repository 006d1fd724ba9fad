import { Limits, Messages } from '@parley/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { AddIssueDialog, type AddIssueDialogProps } from './AddIssueDialog';
import type { SaveOutcome } from './types';

const user = userEvent.setup();

/** Typing character by character through antd inputs is slow; pasting exercises the same change path. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

function renderDialog(onSubmit: AddIssueDialogProps['onSubmit'] = vi.fn()) {
  const onCancel = vi.fn();
  renderWithProviders(<AddIssueDialog open onCancel={onCancel} onSubmit={onSubmit} />);
  return { onCancel, onSubmit };
}

const submit = () => user.click(screen.getByRole('button', { name: 'Add Issue' }));
const removeButtons = () => screen.queryAllByRole('button', { name: /^Remove option/ });

describe('AddIssueDialog', () => {
  it('starts with two empty options and a priority of 50', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add Issue' })).toBeInTheDocument();
    expect(screen.getByLabelText('Option 1')).toHaveValue('');
    expect(screen.getByLabelText('Option 2')).toHaveValue('');
    expect(screen.queryByLabelText('Option 3')).not.toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Priority' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
  });

  it('moves the priority in steps of 5', () => {
    renderDialog();
    // The slider reads `keyCode`, which user-event leaves out.
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Priority' }), { key: 'ArrowRight', keyCode: 39 });
    expect(screen.getByRole('slider', { name: 'Priority' })).toHaveAttribute('aria-valuenow', '55');
    expect(screen.getByText('Priority: 55')).toBeInTheDocument();
  });

  it('requires an issue name and option names, and submits nothing without them', async () => {
    const { onSubmit } = renderDialog();
    await fill(screen.getByLabelText(/issue name/i), '   ');
    await fill(screen.getByLabelText('Option 1'), 'High');
    await submit();

    expect(await screen.findByText(Messages.issueNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/issue name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(Messages.optionNameRequired)).toHaveLength(1);
    expect(screen.getByLabelText('Option 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Option 1')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('caps the lengths of what can be typed', () => {
    renderDialog();
    const name = screen.getByLabelText(/issue name/i);
    expect(name).toHaveAttribute('maxLength', String(Limits.issueNameMax));
    expect(screen.getByLabelText('Option 1')).toHaveAttribute('maxLength', String(Limits.optionNameMax));
    expect(screen.getByLabelText('Description')).toHaveAttribute(
      'maxLength',
      String(Limits.issueDescriptionMax),
    );
  });

  it('removes options only while more than one remains', async () => {
    renderDialog();
    await fill(screen.getByLabelText('Option 1'), 'First');
    await fill(screen.getByLabelText('Option 2'), 'Second');
    expect(removeButtons()).toHaveLength(2);
    removeButtons().forEach((button) => expect(button).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(screen.getByLabelText('Option 1')).toHaveValue('Second');
    expect(screen.queryByLabelText('Option 2')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
  });

  it(`adds option rows up to ${Limits.optionsPerIssueMax}`, async () => {
    renderDialog();
    const add = screen.getByRole('button', { name: 'Add option' });
    for (let rows = 2; rows < Limits.optionsPerIssueMax; rows += 1) await user.click(add);

    expect(screen.getByLabelText(`Option ${Limits.optionsPerIssueMax}`)).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(screen.getByText(Messages.tooManyOptions(Limits.optionsPerIssueMax))).toBeInTheDocument();
  });

  it('submits trimmed names, null blank descriptions and the priority, then resets', async () => {
    const onSubmit = vi.fn<AddIssueDialogProps['onSubmit']>().mockResolvedValue({ ok: true });
    renderDialog(onSubmit);
    await fill(screen.getByLabelText(/issue name/i), '  Rent  ');
    await fill(screen.getByLabelText('Description'), '   ');
    await fill(screen.getByLabelText('Option 1'), ' High ');
    await fill(screen.getByLabelText('Option 1 description'), ' Market rate ');
    await fill(screen.getByLabelText('Option 2'), 'Low');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await fill(screen.getByLabelText('Option 3'), 'Flat');
    await submit();

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Rent',
        description: null,
        priority: 50,
        options: [
          { name: 'High', description: 'Market rate' },
          { name: 'Low', description: null },
          { name: 'Flat', description: null },
        ],
      }),
    );
    await waitFor(() => expect(screen.getByLabelText(/issue name/i)).toHaveValue(''));
    expect(screen.queryByLabelText('Option 3')).not.toBeInTheDocument();
  });

  it('puts the server field errors on their fields and keeps what was typed', async () => {
    let settle: (outcome: SaveOutcome) => void = () => undefined;
    const onSubmit = vi.fn<AddIssueDialogProps['onSubmit']>(
      () => new Promise<SaveOutcome>((resolve) => (settle = resolve)),
    );
    renderDialog(onSubmit);
    await fill(screen.getByLabelText(/issue name/i), 'Rent');
    await fill(screen.getByLabelText('Option 1'), 'High');
    await fill(screen.getByLabelText('Option 2'), 'Low');
    await submit();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: /add issue/i })).toHaveClass('ant-btn-loading'),
    );
    settle({
      ok: false,
      fieldErrors: { name: 'Name clash', 'options.1.name': 'Option clash', isAiSuggested: 'Odd flag' },
    });

    expect(await screen.findByText('Name clash')).toBeInTheDocument();
    expect(screen.getByText('Option clash')).toBeInTheDocument();
    expect(screen.getByText('Odd flag')).toBeInTheDocument();
    expect(screen.getByLabelText('Option 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/issue name/i)).toHaveValue('Rent');
    expect(screen.getByLabelText('Option 1')).toHaveValue('High');
    expect(screen.getByLabelText('Option 2')).toHaveValue('Low');
  });

  it('cancels and forgets what was typed', async () => {
    const { onCancel } = renderDialog();
    await fill(screen.getByLabelText(/issue name/i), 'Rent');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/issue name/i)).toHaveValue('');
  });
});
