import { Messages, type CaseTemplateSummary } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CreateCaseDialog, type CreateCaseDialogProps, type CreateCaseOutcome } from './CreateCaseDialog';

const user = userEvent.setup();

/** Typing character by character through antd inputs is slow; pasting exercises the same change path. */
async function fill(field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const TEMPLATES: CaseTemplateSummary[] = [
  {
    key: 'salary',
    name: 'Salary negotiation',
    summary: 'A job offer: base salary, signing bonus, remote days, start date and title.',
    issues: ['Base salary', 'Signing bonus', 'Remote days', 'Start date', 'Title'],
  },
  { key: 'lease', name: 'Lease negotiation', summary: 'Renting a home.', issues: ['Monthly rent'] },
];

function renderDialog(onSubmit: CreateCaseDialogProps['onSubmit'], templates?: CaseTemplateSummary[]) {
  const onCancel = vi.fn();
  renderWithProviders(
    <CreateCaseDialog open onCancel={onCancel} onSubmit={onSubmit} templates={templates} />,
  );
  return { onCancel };
}

describe('CreateCaseDialog', () => {
  it('requires a name and does not submit without one', async () => {
    const onSubmit = vi.fn<CreateCaseDialogProps['onSubmit']>();
    renderDialog(onSubmit);

    await fill(screen.getByLabelText('Goal'), 'Something');
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    expect(await screen.findByText(Messages.caseNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/case name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a name of blanks as missing', async () => {
    const onSubmit = vi.fn<CreateCaseDialogProps['onSubmit']>();
    renderDialog(onSubmit);

    await fill(screen.getByLabelText(/case name/i), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    expect(await screen.findByText(Messages.caseNameRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed values and resets after success', async () => {
    const onSubmit = vi.fn<CreateCaseDialogProps['onSubmit']>().mockResolvedValue({ ok: true });
    renderDialog(onSubmit);

    await fill(screen.getByLabelText(/case name/i), '  Lease renewal ');
    await fill(screen.getByLabelText('Goal'), 'Keep the rent flat');
    await fill(screen.getByLabelText('Description'), 'Two-year lease');
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          name: 'Lease renewal',
          goal: 'Keep the rent flat',
          description: 'Two-year lease',
        },
        null,
      ),
    );
    await waitFor(() => expect(screen.getByLabelText(/case name/i)).toHaveValue(''));
  });

  it('submits when Enter is pressed in the name field', async () => {
    const onSubmit = vi.fn<CreateCaseDialogProps['onSubmit']>().mockResolvedValue({ ok: true });
    renderDialog(onSubmit);

    await fill(screen.getByLabelText(/case name/i), 'Salary');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ name: 'Salary', goal: '', description: '' }, null),
    );
  });

  it('puts the server field errors on their fields and keeps what was typed', async () => {
    let settle: (outcome: CreateCaseOutcome) => void = () => undefined;
    const onSubmit = vi.fn<CreateCaseDialogProps['onSubmit']>(
      () => new Promise<CreateCaseOutcome>((resolve) => (settle = resolve)),
    );
    renderDialog(onSubmit);

    await fill(screen.getByLabelText(/case name/i), 'Lease');
    await fill(screen.getByLabelText('Goal'), 'Keep the rent flat');
    await user.click(screen.getByRole('button', { name: 'Create Case' }));

    // While saving, the submit button cannot be pressed again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /create case/i })).toHaveClass('ant-btn-loading'),
    );

    settle({
      ok: false,
      fieldErrors: {
        name: 'A case with this name already exists',
        goal: 'Goal must be at most 2000 characters',
      },
    });

    expect(await screen.findByText('A case with this name already exists')).toBeInTheDocument();
    expect(screen.getByText('Goal must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/case name/i)).toHaveValue('Lease');
    expect(screen.getByLabelText(/case name/i)).toHaveAttribute('aria-describedby', 'case-name-error');
    expect(screen.getByLabelText('Goal')).toHaveValue('Keep the rent flat');
  });

  it('shows field errors for fields it does not have above the form', async () => {
    const onSubmit = vi
      .fn<CreateCaseDialogProps['onSubmit']>()
      .mockResolvedValue({ ok: false, fieldErrors: { status: 'Unknown field "status"' } });
    renderDialog(onSubmit);

    await fill(screen.getByLabelText(/case name/i), 'Lease');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Unknown field "status"')).toBeInTheDocument();
  });

  it('cancels', async () => {
    const { onCancel } = renderDialog(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('starts from a template: its name, no goal or description, and its key to the save', async () => {
    const onSubmit = vi.fn<CreateCaseDialogProps['onSubmit']>().mockResolvedValue({ ok: true });
    renderDialog(onSubmit, TEMPLATES);

    const group = screen.getByRole('group', { name: 'Start from' });
    expect(within(group).getByRole('radio', { name: /Blank case/ })).toBeChecked();
    expect(screen.getByLabelText('Goal')).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: /Salary negotiation/ }));
    expect(screen.getByLabelText(/case name/i)).toHaveValue('Salary negotiation');
    expect(screen.queryByLabelText('Goal')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]).toEqual([
      { name: 'Salary negotiation', goal: '', description: '' },
      'salary',
    ]);
  });

  it('saves a blank case with no template', async () => {
    const onSubmit = vi.fn<CreateCaseDialogProps['onSubmit']>().mockResolvedValue({ ok: true });
    renderDialog(onSubmit, TEMPLATES);
    await fill(screen.getByLabelText(/case name/i), 'My own');
    await user.click(screen.getByRole('button', { name: 'Create Case' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![1]).toBeNull();
  });
});
