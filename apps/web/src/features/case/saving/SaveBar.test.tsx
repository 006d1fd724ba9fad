import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CaseSavingContext, DIRECT_SAVING, type CaseSaving, type SaveStatus } from './CaseSaving';
import { SaveBar } from './SaveBar';

function renderBar(status: SaveStatus, overrides: Partial<CaseSaving> = {}) {
  const saving: CaseSaving = { ...DIRECT_SAVING, statusOf: () => status, undo: vi.fn(), ...overrides };
  render(
    <CaseSavingContext.Provider value={saving}>
      <SaveBar area="issues" />
    </CaseSavingContext.Provider>,
  );
  return saving;
}

describe('SaveBar', () => {
  it('says nothing before a change, in a polite live region', () => {
    renderBar({ kind: 'idle' });
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it.each<[SaveStatus, string]>([
    [{ kind: 'saving' }, 'Saving…'],
    [{ kind: 'saved' }, 'Saved'],
    [{ kind: 'undone', label: 'adding option Middle' }, 'Undone: adding option Middle'],
    [{ kind: 'failed', retry: null, undo: true }, "Couldn't undo"],
  ])('shows %o as “%s”', (status, text) => {
    renderBar(status);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('offers Retry only where sending again can help; a form keeps its own Save', () => {
    renderBar({ kind: 'failed', retry: null, undo: false });
    expect(screen.getByRole('status')).toHaveTextContent("Couldn't save");
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('names the change Undo takes back', () => {
    const saving = renderBar(
      { kind: 'saved' },
      {
        depth: 2,
        next: {
          label: 'changes to option High',
          area: 'issues',
          inverse: { kind: 'remove-option', optionId: 1 },
        },
      },
    );
    screen.getByRole('button', { name: 'Undo changes to option High' }).click();
    expect(saving.undo).toHaveBeenCalledTimes(1);
  });

  it('shows a conflict where it happened, with who and what, and both ways out', () => {
    const keepMine = vi.fn();
    const takeTheirs = vi.fn();
    renderBar({
      kind: 'conflict',
      conflict: { current: { points: 180 }, changedBy: { name: 'Ana' }, changedAt: new Date().toISOString() },
      undo: false,
      keepMine,
      takeTheirs,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ana set this to 180 a moment ago');
    screen.getByRole('button', { name: 'Keep mine' }).click();
    expect(keepMine).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Take theirs' }).click();
    expect(takeTheirs).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows nothing to a reader who only views the case', () => {
    renderBar({ kind: 'idle' }, { locked: true, readOnly: true });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
