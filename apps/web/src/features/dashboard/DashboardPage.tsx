import { Messages, type UserResponse } from '@parley/contracts';
import { App } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useDeleteCase } from '../../app/useDeleteCase';
import { fieldErrorsOf } from '../../lib/errors';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import type { CreateCaseOutcome, CreateCaseValues } from './components/CreateCaseDialog';
import { Dashboard } from './components/Dashboard';
import { useCreateCaseMutation, useGetCasesQuery } from './dashboardApi';
import { displayName } from './display-name';

// The dialog (formik, yup, antd's form and modal) loads when it is first opened, not with the dashboard.
const CreateCaseDialog = lazy(() =>
  import('./components/CreateCaseDialog').then((module) => ({ default: module.CreateCaseDialog })),
);

function blankToNull(text: string): string | null {
  return text === '' ? null : text;
}

/** Fetches the case list and saves new cases; {@link Dashboard} and {@link CreateCaseDialog} draw them. */
export function DashboardPage({ user }: { user: UserResponse }) {
  const { data: cases, isLoading, isError, refetch } = useGetCasesQuery();
  const [createCase] = useCreateCaseMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const deleteCase = useDeleteCase();

  const openDialog = () => {
    setDialogWanted(true);
    setDialogOpen(true);
  };

  const submit = async (values: CreateCaseValues): Promise<CreateCaseOutcome> => {
    try {
      await createCase({
        name: values.name,
        goal: blankToNull(values.goal),
        description: blankToNull(values.description),
      }).unwrap();
      notification.success({ title: 'Success', description: Messages.caseCreated });
      setDialogOpen(false);
      return { ok: true };
    } catch (error) {
      if (!handleUnauthorized(error)) {
        notification.error({ title: 'Error', description: Messages.caseCreateFailed });
      }
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors ? { ok: false, fieldErrors } : { ok: false };
    }
  };

  return (
    <>
      <Dashboard
        userName={displayName(user)}
        cases={cases}
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        onNewCase={openDialog}
        onDeleteCase={deleteCase}
      />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <CreateCaseDialog open={dialogOpen} onCancel={() => setDialogOpen(false)} onSubmit={submit} />
        </Suspense>
      ) : null}
    </>
  );
}
