import { ErrorCode, Messages, type UserResponse } from '@parley/contracts';
import { App, Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { fieldErrorsOf, isApiError, isDatabaseUnavailable } from '../../lib/errors';
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

export interface DashboardPageProps {
  user: UserResponse;
  /** The plan's badge in the header and its banner above the cases (composed in app/). */
  badge?: ReactNode;
  banner?: ReactNode;
  /** Offered as `Upgrade` when a new case is over the trial's limit. */
  onUpgrade?: () => void;
  /** Asks to delete a case from its card (composed in app/, as the case screen shares it). */
  onDeleteCase?: (caseItem: { id: number; name: string }) => void;
}

/** Fetches the case list and saves new cases; {@link Dashboard} and {@link CreateCaseDialog} draw them. */
export function DashboardPage({ user, badge, banner, onUpgrade, onDeleteCase }: DashboardPageProps) {
  const { data: cases, isLoading, isError, error, refetch } = useGetCasesQuery();
  const [createCase] = useCreateCaseMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);

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
      if (isApiError(error) && error.body?.code === ErrorCode.CaseLimitReached) {
        setDialogOpen(false);
        notification.warning({
          title: 'Case limit reached',
          description: error.body.message,
          actions: onUpgrade ? (
            <Button type="primary" size="small" onClick={onUpgrade}>
              Upgrade
            </Button>
          ) : undefined,
        });
        return { ok: false };
      }
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
        badge={badge}
        banner={banner}
        cases={cases}
        isLoading={isLoading}
        isError={isError}
        unavailable={isDatabaseUnavailable(error)}
        onRetry={() => void refetch()}
        onNewCase={openDialog}
        onDeleteCase={onDeleteCase}
      />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <CreateCaseDialog open={dialogOpen} onCancel={() => setDialogOpen(false)} onSubmit={submit} />
        </Suspense>
      ) : null}
    </>
  );
}
