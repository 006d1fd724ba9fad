import { Messages } from '@parley/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { IssuesTab } from './IssuesTab';

const user = userEvent.setup();

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
  });
}

/** Every request the tab makes answers `response`; the requests are recorded. */
function stubFetch(response: () => Response) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => response());
}

function requestOf(spy: ReturnType<typeof stubFetch>, at = 0) {
  const [url, init] = spy.mock.calls[at] as [string, RequestInit];
  return {
    url,
    method: init.method,
    body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  };
}

async function openTermAndDeleteOption() {
  await user.click(screen.getByRole('button', { name: /^Term/ }));
  await user.click(screen.getByRole('button', { name: 'Delete option 12 months' }));
  await screen.findByText('Are you sure you want to delete "12 months"?');
  await user.click(screen.getByRole('button', { name: 'Delete' }));
}

describe('IssuesTab', () => {
  it('creates an issue in this case and says so', async () => {
    const fetch = stubFetch(() =>
      answer(201, {
        id: 23,
        name: 'Deposit',
        description: null,
        priority: 50,
        isAiSuggested: false,
        options: [],
      }),
    );
    renderWithProviders(<IssuesTab detail={aLeaseDetail()} />);

    await user.click(screen.getByRole('button', { name: 'Add Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Issue' });
    await user.click(within(dialog).getByLabelText(/issue name/i));
    await user.paste('Deposit');
    await user.click(within(dialog).getByLabelText('Option 1'));
    await user.paste('One month');
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Issue' }));

    expect(await screen.findByText('Issue Added')).toBeInTheDocument();
    expect(screen.getByText('"Deposit" has been added to your negotiation case')).toBeInTheDocument();
    expect(requestOf(fetch)).toEqual({
      url: '/api/cases/7/issues',
      method: 'POST',
      body: {
        name: 'Deposit',
        description: null,
        priority: 50,
        options: [{ name: 'One month', description: null }],
      },
    });
  });

  it('keeps the dialog and its values when creating fails, with the field errors', async () => {
    stubFetch(() =>
      answer(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        fieldErrors: { 'options.0.name': 'Option name is taken' },
      }),
    );
    renderWithProviders(<IssuesTab detail={aLeaseDetail()} />);

    await user.click(screen.getByRole('button', { name: 'Add Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Issue' });
    await user.click(within(dialog).getByLabelText(/issue name/i));
    await user.paste('Deposit');
    await user.click(within(dialog).getByLabelText('Option 1'));
    await user.paste('One month');
    await user.click(within(dialog).getByLabelText('Option 2'));
    await user.paste('Two months');
    await user.click(within(dialog).getByRole('button', { name: 'Add Issue' }));

    expect(await screen.findByText('Failed to create issue')).toBeInTheDocument();
    expect(within(dialog).getByText('Option name is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/issue name/i)).toHaveValue('Deposit');
    expect(within(dialog).getByLabelText('Option 2')).toHaveValue('Two months');
  });

  it('deletes an option of this case', async () => {
    const fetch = stubFetch(() => answer(204));
    renderWithProviders(<IssuesTab detail={aLeaseDetail()} />);
    await openTermAndDeleteOption();

    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(requestOf(fetch)).toMatchObject({ url: '/api/options/33', method: 'DELETE' });
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
  });

  it('says when deleting an option fails', async () => {
    stubFetch(() =>
      answer(500, { statusCode: 500, error: 'Internal', message: 'Boom', code: 'INTERNAL_ERROR' }),
    );
    renderWithProviders(<IssuesTab detail={aLeaseDetail()} />);
    await openTermAndDeleteOption();

    expect(await screen.findByText('Failed to delete option')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('leaves a lost session to the unauthorised handler, with no error toast of its own', async () => {
    stubFetch(() => answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' }));
    renderWithProviders(<IssuesTab detail={aLeaseDetail()} />);
    await openTermAndDeleteOption();

    expect(await screen.findByText(Messages.unauthorizedText)).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete option')).not.toBeInTheDocument();
  });

  it('draws what it is given beside the issues', () => {
    renderWithProviders(<IssuesTab detail={aLeaseDetail()} aside={<p>The aside slot</p>} />);
    expect(screen.getByText('The aside slot')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Issues' })).toBeInTheDocument();
  });

  it('updates an option of this case', async () => {
    const fetch = stubFetch(() => answer(200, { id: 33, name: 'One year', description: null }));
    renderWithProviders(<IssuesTab detail={aLeaseDetail()} />);
    await user.click(screen.getByRole('button', { name: /^Term/ }));
    await user.click(screen.getByRole('button', { name: 'Edit option 12 months' }));
    await user.clear(screen.getByLabelText('Option name'));
    await user.paste('One year');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByLabelText('Option name')).not.toBeInTheDocument());
    expect(requestOf(fetch)).toEqual({ url: '/api/options/33', method: 'PUT', body: { name: 'One year' } });
  });

  it('edits an issue’s name, description and priority with the add-issue rules', async () => {
    const fetch = stubFetch(() =>
      answer(200, {
        id: 21,
        name: 'Monthly rent',
        description: 'Warm',
        priority: 80,
        isAiSuggested: false,
        options: [],
      }),
    );
    renderWithProviders(<IssuesTab detail={aLeaseDetail()} />);
    await user.click(screen.getByRole('button', { name: /^Rent/ }));
    await user.click(screen.getByRole('button', { name: 'Edit issue Rent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Issue' });
    const name = within(dialog).getByLabelText(/issue name/i);
    expect(name).toHaveValue('Rent');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(Messages.issueNameRequired)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(name, 'Monthly rent');
    const description = within(dialog).getByLabelText('Description');
    expect(description).toHaveValue('Monthly rent');
    await user.clear(description);
    await user.type(description, 'Warm');
    await user.click(within(dialog).getByText('Save Changes'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(requestOf(fetch)).toEqual({
      url: '/api/issues/21',
      method: 'PUT',
      body: { name: 'Monthly rent', description: 'Warm', priority: 80 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Issue' })).not.toBeInTheDocument());
  });

  it('locks every control of a closed case and sends nothing', async () => {
    const fetch = stubFetch(() => answer(500));
    const closed = aLeaseDetail();
    renderWithProviders(<IssuesTab detail={{ ...closed, case: { ...closed.case, status: 'closed' } }} />);
    expect(screen.getByRole('button', { name: 'Add Issue' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Term/ }));
    expect(screen.getByRole('button', { name: 'Edit issue Term' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Issue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit option 12 months' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete option 12 months' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Add$/ })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
