import { Messages, type OptionResponse } from '@parley/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { OptionRow, type OptionRowProps } from './OptionRow';
import type { SaveOutcome } from './types';

const user = userEvent.setup();

const low: OptionResponse = { id: 32, name: 'Low', description: 'What we ask for' };

function renderRow(props: Partial<OptionRowProps> = {}) {
  const onSave = vi.fn<OptionRowProps['onSave']>().mockResolvedValue({ ok: true });
  const onDelete = vi.fn<OptionRowProps['onDelete']>().mockResolvedValue(true);
  renderWithProviders(<OptionRow option={low} canDelete onSave={onSave} onDelete={onDelete} {...props} />);
  return { onSave: props.onSave ?? onSave, onDelete: props.onDelete ?? onDelete };
}

async function replace(field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

describe('OptionRow', () => {
  it('shows the name and description as text', () => {
    renderRow({ option: { id: 1, name: '<b>Bold</b>', description: null } });
    expect(screen.getByText('<b>Bold</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('saves only the changed fields, trimmed, when Save is pressed', async () => {
    const { onSave } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Edit option Low' }));
    await replace(screen.getByLabelText('Option name'), '  Lowest  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSave).toHaveBeenCalledWith({ name: 'Lowest' });
    await waitFor(() => expect(screen.queryByLabelText('Option name')).not.toBeInTheDocument());
  });

  it('saves with Enter and sends a cleared description as null', async () => {
    const { onSave } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Edit option Low' }));
    await replace(screen.getByLabelText('Option description'), '   ');
    await user.keyboard('{Enter}');

    expect(onSave).toHaveBeenCalledWith({ description: null });
  });

  it('cancels with Escape or Cancel without saving', async () => {
    const { onSave } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Edit option Low' }));
    await replace(screen.getByLabelText('Option name'), 'Changed');
    await user.keyboard('{Escape}');

    expect(screen.queryByLabelText('Option name')).not.toBeInTheDocument();
    expect(screen.getByText('Low')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit option Low' }));
    expect(screen.getByLabelText('Option name')).toHaveValue('Low');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Option name')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('cannot save a blank name', async () => {
    const { onSave } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Edit option Low' }));
    await replace(screen.getByLabelText('Option name'), '   ');

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the edit and what was typed when the save fails, showing field errors', async () => {
    let settle: (outcome: SaveOutcome) => void = () => undefined;
    const onSave = vi.fn<OptionRowProps['onSave']>(() => new Promise((resolve) => (settle = resolve)));
    renderRow({ onSave });
    await user.click(screen.getByRole('button', { name: 'Edit option Low' }));
    await replace(screen.getByLabelText('Option name'), 'Lowest');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /save/i })).toHaveClass('ant-btn-loading'));
    settle({ ok: false, fieldErrors: { name: 'Name taken' } });

    expect(await screen.findByText('Name taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Option name')).toHaveValue('Lowest');
    expect(screen.getByLabelText('Option name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before deleting and deletes on confirm', async () => {
    const { onDelete } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Delete option Low' }));

    expect(await screen.findByText('Are you sure you want to delete "Low"?')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('does not delete when the confirm is cancelled', async () => {
    const { onDelete } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Delete option Low' }));
    await screen.findByText('Are you sure you want to delete "Low"?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('cannot delete an issue’s last option and says why', async () => {
    renderRow({ canDelete: false });
    const button = screen.getByRole('button', { name: 'Delete option Low' });
    expect(button).toBeDisabled();
    // The tooltip listens on the wrapper: a disabled button gets no pointer events.
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByText(Messages.lastOption)).toBeInTheDocument();
  });
});
