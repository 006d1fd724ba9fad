import { ErrorCode, Messages, type UserResponse } from '@parley/contracts';
import { App, Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldErrorsOf, isApiError, isDatabaseUnavailable } from '../../lib/errors';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import type { CreateCaseOutcome, CreateCaseValues } from './components/CreateCaseDialog';
import { Dashboard } from './components/Dashboard';
import { useCreateCaseMutation, useGetCasesQuery, useImportCaseMutation } from './dashboardApi';
import { displayName } from './display-name';
import {
  CASE_FILE_MAX_BYTES,
  IMPORT_FAILED_TITLE,
  TOO_LARGE_MESSAGE,
  importErrorMessage,
  readCaseFile,
} from './import-case';

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
  const [importCase, { isLoading: importing }] = useImportCaseMutation();
  const navigate = useNavigate();
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

  /** A case file becomes a new case, which opens; a file that is not one says why and creates nothing. */
  const importFile = async (file: File) => {
    const read = file.size > CASE_FILE_MAX_BYTES ? null : readCaseFile(await file.text());
    if (!read || !read.ok) {
      notification.error({
        title: IMPORT_FAILED_TITLE,
        description: read ? read.message : TOO_LARGE_MESSAGE,
      });
      return;
    }
    try {
      const created = await importCase(read.body).unwrap();
      notification.success({
        title: 'Case imported',
        description: `"${created.name}" has been added to your cases`,
      });
      void navigate(`/cases/${created.id}`);
    } catch (error) {
      if (!handleUnauthorized(error)) {
        notification.error({ title: IMPORT_FAILED_TITLE, description: importErrorMessage(error) });
      }
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
        importing={importing}
        onImportFile={(file) => void importFile(file)}
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
