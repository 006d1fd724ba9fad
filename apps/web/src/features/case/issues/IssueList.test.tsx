import { Limits, Messages, type IssueResponse } from '@parley/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { IssueList, SMART_POINTS_NOTE, type IssueListProps } from './IssueList';

const user = userEvent.setup();

function renderList(issues: IssueResponse[] = aLeaseDetail().issues) {
  const props: IssueListProps = {
    issues,
    onAddIssue: vi.fn(),
    onDeleteIssue: vi.fn<IssueListProps['onDeleteIssue']>().mockResolvedValue(true),
    onAddOption: vi.fn<IssueListProps['onAddOption']>().mockResolvedValue({ ok: true }),
    onUpdateOption: vi.fn<IssueListProps['onUpdateOption']>().mockResolvedValue({ ok: true }),
    onDeleteOption: vi.fn<IssueListProps['onDeleteOption']>().mockResolvedValue(true),
  };
  renderWithProviders(<IssueList {...props} />);
  return props;
}

function manyIssues(count: number): IssueResponse[] {
  return Array.from({ length: count }, (_, at) => ({
    id: 200 + at,
    name: `Issue ${at}`,
    description: null,
    priority: 50,
    isAiSuggested: false,
    options: [{ id: 300 + at, name: 'Only', description: null }],
  }));
}

const header = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('IssueList', () => {
  it('shows each issue with its description, option count and AI badge', () => {
    renderList();
    expect(header('Rent')).toHaveTextContent('Monthly rent');
    expect(header('Rent')).toHaveTextContent('2 options');
    expect(header('Rent')).not.toHaveTextContent('AI Suggested');
    expect(header('Term')).toHaveTextContent('3 options');
    expect(header('Term')).toHaveTextContent('AI Suggested');
    expect(screen.getByText(SMART_POINTS_NOTE)).toBeInTheDocument();
  });

  it('says "1 option" for a single option', () => {
    renderList(manyIssues(1));
    expect(header('Issue 0')).toHaveTextContent('1 option');
    expect(header('Issue 0')).not.toHaveTextContent('1 options');
  });

  it('expands and collapses an issue by click', async () => {
    renderList();
    expect(header('Rent')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('High')).not.toBeInTheDocument();

    await user.click(header('Rent'));
    expect(header('Rent')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.queryByText('12 months')).not.toBeInTheDocument();

    await user.click(header('Rent'));
    expect(header('Rent')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('High')).not.toBeInTheDocument();
  });

  it('expands and collapses an issue from the keyboard', async () => {
    renderList();
    header('Term').focus();
    await user.keyboard('{Enter}');
    expect(header('Term')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('24 months')).toBeInTheDocument();

    await user.keyboard(' ');
    expect(header('Term')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('24 months')).not.toBeInTheDocument();
  });

  it('binds the issue id to its actions', async () => {
    const props = renderList();
    await user.click(header('Term'));
    await user.click(screen.getByLabelText('New option name'));
    await user.paste('48 months');
    await user.keyboard('{Enter}');
    expect(props.onAddOption).toHaveBeenCalledWith(22, { name: '48 months', description: null });

    await user.click(screen.getByRole('button', { name: /remove issue/i }));
    await screen.findByText('Are you sure you want to remove "Term"? This action cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(props.onDeleteIssue).toHaveBeenCalledWith(22);
  });

  it('opens the add-issue dialog from Add Issue', async () => {
    const props = renderList();
    await user.click(screen.getByRole('button', { name: 'Add Issue' }));
    expect(props.onAddIssue).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state with its own Add Issue button', async () => {
    const props = renderList([]);
    expect(screen.getByText('No issues yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Issue' }));
    expect(props.onAddIssue).toHaveBeenCalledTimes(1);
  });

  it(`disables Add Issue at ${Limits.issuesPerCaseMax} issues, with the hint`, () => {
    renderList(manyIssues(Limits.issuesPerCaseMax));
    expect(screen.getByRole('button', { name: 'Add Issue' })).toBeDisabled();
    expect(screen.getByText(Messages.tooManyIssues(Limits.issuesPerCaseMax))).toBeInTheDocument();
  });

  it(`allows Add Issue below ${Limits.issuesPerCaseMax} issues`, () => {
    renderList(manyIssues(Limits.issuesPerCaseMax - 1));
    expect(screen.getByRole('button', { name: 'Add Issue' })).toBeEnabled();
    expect(screen.queryByText(Messages.tooManyIssues(Limits.issuesPerCaseMax))).not.toBeInTheDocument();
  });
});
