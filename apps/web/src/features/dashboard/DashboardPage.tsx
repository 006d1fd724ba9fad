import { Messages, type CaseTemplateKey, type UserResponse } from '@parley/contracts';
import { App } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRemoveMemberMutation } from '../../lib/api';
import { fieldErrorsOf, isDatabaseUnavailable } from '../../lib/errors';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { useCaseLimitNotice } from '../../lib/useCaseLimitNotice';
import type { CreateCaseOutcome, CreateCaseValues } from './components/CreateCaseDialog';
import { Dashboard } from './components/Dashboard';
import {
  useCreateCaseMutation,
  useCreateFromTemplateMutation,
  useGetCaseTemplatesQuery,
  useGetCasesQuery,
  useImportCaseMutation,
} from './dashboardApi';
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
  /** In place of one's own cases for a person without a plan, who sees only the cases shared with them. */
  planPrompt?: ReactNode;
  /** Asks to delete a case from its card (composed in app/, as the case screen shares it). */
  onDeleteCase?: (caseItem: { id: number; name: string }) => void;
  /** Copies a case from its card (composed in app/, as the case screen shares it). */
  onDuplicateCase?: (caseItem: { id: number; name: string }) => void;
}

/** Fetches the case list and saves new cases; {@link Dashboard} and {@link CreateCaseDialog} draw them. */
export function DashboardPage({
  user,
  badge,
  banner,
  planPrompt,
  onDeleteCase,
  onDuplicateCase,
}: DashboardPageProps) {
  const { data: cases, isLoading, isError, error, refetch } = useGetCasesQuery();
  const [createCase] = useCreateCaseMutation();
  const [createFromTemplate, { isLoading: startingSample }] = useCreateFromTemplateMutation();
  const [importCase, { isLoading: importing }] = useImportCaseMutation();
  const [removeMember] = useRemoveMemberMutation();
  const navigate = useNavigate();
  const { modal, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  // Fetched when the dialog is first wanted; until then (or if it fails) the dialog offers a blank case.
  const { data: templates } = useGetCaseTemplatesQuery(undefined, { skip: !dialogWanted });

  const openDialog = () => {
    setDialogWanted(true);
    setDialogOpen(true);
  };

  const caseLimit = useCaseLimitNotice();
  /** Over the trial's case limit a new case (blank, template, sample, import) says so, with a link to the plans. */
  const refusedForLimit = (error: unknown): boolean => {
    if (!caseLimit(error)) return false;
    setDialogOpen(false);
    return true;
  };

  const submit = async (
    values: CreateCaseValues,
    template: CaseTemplateKey | null,
  ): Promise<CreateCaseOutcome> => {
    try {
      if (template) {
        // A template's case is ready to explore: it opens at once.
        const created = await createFromTemplate({ template, name: values.name }).unwrap();
        notification.success({ title: 'Success', description: Messages.caseCreated });
        setDialogOpen(false);
        void navigate(`/cases/${created.id}`);
        return { ok: true };
      }
      // A blank case opens too: its next step (issues and options) is on its own screen.
      const created = await createCase({
        name: values.name,
        goal: blankToNull(values.goal),
        description: blankToNull(values.description),
      }).unwrap();
      notification.success({ title: 'Success', description: Messages.caseCreated });
      setDialogOpen(false);
      void navigate(`/cases/${created.id}`);
      return { ok: true };
    } catch (error) {
      if (refusedForLimit(error)) return { ok: false };
      if (!handleUnauthorized(error)) {
        notification.error({ title: 'Error', description: Messages.caseCreateFailed });
      }
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors ? { ok: false, fieldErrors } : { ok: false };
    }
  };

  /** The first visit's offer: the SPEC's sample lease as a case of one's own, opened at once. */
  const startSample = async () => {
    try {
      const created = await createFromTemplate({ template: 'sample-lease' }).unwrap();
      void navigate(`/cases/${created.id}`);
    } catch (error) {
      if (!refusedForLimit(error) && !handleUnauthorized(error)) {
        notification.error({ title: 'Error', description: 'Failed to open the sample case' });
      }
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
      if (!refusedForLimit(error) && !handleUnauthorized(error)) {
        notification.error({ title: IMPORT_FAILED_TITLE, description: importErrorMessage(error) });
      }
    }
  };

  /** A member leaves a case shared with them (issue 35), once they confirm. */
  const leaveCase = (caseItem: { id: number; name: string }) => {
    void modal.confirm({
      title: `Leave "${caseItem.name}"?`,
      content: 'You lose access to it until the owner invites you again.',
      okText: 'Leave',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: () =>
        removeMember({ caseId: caseItem.id, userId: user.id })
          .unwrap()
          .catch((error: unknown) => {
            if (!handleUnauthorized(error))
              notification.error({ title: 'Could not leave', description: 'Please try again.' });
          }),
    });
  };

  return (
    <>
      <Dashboard
        userName={displayName(user)}
        badge={badge}
        banner={banner}
        planPrompt={planPrompt}
        cases={cases}
        isLoading={isLoading}
        isError={isError}
        unavailable={isDatabaseUnavailable(error)}
        onRetry={() => void refetch()}
        onNewCase={openDialog}
        importing={importing}
        onImportFile={(file) => void importFile(file)}
        onDeleteCase={onDeleteCase}
        onDuplicateCase={onDuplicateCase}
        onLeaveCase={leaveCase}
        onStartSample={() => void startSample()}
        startingSample={startingSample}
      />
      {dialogWanted ? (
        <Suspense fallback={null}>
          <CreateCaseDialog
            open={dialogOpen}
            templates={templates}
            onCancel={() => setDialogOpen(false)}
            onSubmit={submit}
          />
        </Suspense>
      ) : null}
    </>
  );
}
