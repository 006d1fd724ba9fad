import type {
  CaseDetailResponse,
  CreateIssueRequest,
  CreateOptionRequest,
  IssueResponse,
  UpdateIssueRequest,
  UpdateOptionRequest,
} from '@parley/contracts';
import { App, Col, Row } from 'antd';
import { useState, type ReactNode } from 'react';
import { fieldErrorsOf } from '../../../lib/errors';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import {
  useAddOptionMutation,
  useCreateIssueMutation,
  useDeleteIssueMutation,
  useDeleteOptionMutation,
  useUpdateIssueMutation,
  useUpdateOptionMutation,
} from '../caseApi';
import { AddIssueDialog } from './AddIssueDialog';
import { EditIssueDialog } from './EditIssueDialog';
import { IssueList } from './IssueList';
import type { SaveOutcome } from './types';

function failedOutcome(error: unknown): SaveOutcome {
  const fieldErrors = fieldErrorsOf(error);
  return fieldErrors ? { ok: false, fieldErrors } : { ok: false };
}

export interface IssuesTabProps {
  detail: CaseDetailResponse;
  /** Drawn beside the list (below it on small screens): the case screen puts the AI issue panel here. */
  aside?: ReactNode;
}

/**
 * The case screen's Issues tab: saves issues and options through the case api (the case refetches itself
 * after each change) and tells how it went; {@link IssueList} and {@link AddIssueDialog} draw it.
 */
export function IssuesTab({ detail, aside }: IssuesTabProps) {
  const caseId = detail.case.id;
  const [createIssue] = useCreateIssueMutation();
  const [deleteIssue] = useDeleteIssueMutation();
  const [addOption] = useAddOptionMutation();
  const [updateOption] = useUpdateOptionMutation();
  const [deleteOption] = useDeleteOptionMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [updateIssue] = useUpdateIssueMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<IssueResponse | null>(null);
  const locked = detail.case.status === 'closed';

  /** A 401 has its own toast and redirect; anything else gets `Error` with what failed. */
  const reportFailure = (error: unknown, description: string) => {
    if (!handleUnauthorized(error)) notification.error({ title: 'Error', description });
  };

  const submitIssue = async (body: CreateIssueRequest): Promise<SaveOutcome> => {
    try {
      await createIssue({ caseId, body }).unwrap();
      notification.success({
        title: 'Issue Added',
        description: `"${body.name}" has been added to your negotiation case`,
      });
      setDialogOpen(false);
      return { ok: true };
    } catch (error) {
      reportFailure(error, 'Failed to create issue');
      return failedOutcome(error);
    }
  };

  const saveIssue = async (body: UpdateIssueRequest): Promise<SaveOutcome> => {
    if (!editing) return { ok: false };
    try {
      await updateIssue({ caseId, issueId: editing.id, body }).unwrap();
      setEditing(null);
      return { ok: true };
    } catch (error) {
      reportFailure(error, 'Failed to update issue');
      return failedOutcome(error);
    }
  };

  const removeIssue = async (issueId: number): Promise<boolean> => {
    try {
      await deleteIssue({ caseId, issueId }).unwrap();
      return true;
    } catch (error) {
      reportFailure(error, 'Failed to remove issue');
      return false;
    }
  };

  const submitOption = async (issueId: number, body: CreateOptionRequest): Promise<SaveOutcome> => {
    try {
      await addOption({ caseId, issueId, body }).unwrap();
      return { ok: true };
    } catch (error) {
      reportFailure(error, 'Failed to add option');
      return failedOutcome(error);
    }
  };

  const saveOption = async (optionId: number, body: UpdateOptionRequest): Promise<SaveOutcome> => {
    try {
      await updateOption({ caseId, optionId, body }).unwrap();
      return { ok: true };
    } catch (error) {
      reportFailure(error, 'Failed to update option');
      return failedOutcome(error);
    }
  };

  const removeOption = async (optionId: number): Promise<boolean> => {
    try {
      await deleteOption({ caseId, optionId }).unwrap();
      return true;
    } catch (error) {
      reportFailure(error, 'Failed to delete option');
      return false;
    }
  };

  return (
    <>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <IssueList
            issues={detail.issues}
            locked={locked}
            onAddIssue={() => setDialogOpen(true)}
            onEditIssue={setEditing}
            onDeleteIssue={removeIssue}
            onAddOption={submitOption}
            onUpdateOption={saveOption}
            onDeleteOption={removeOption}
          />
        </Col>
        {aside ? (
          <Col xs={24} lg={8}>
            {aside}
          </Col>
        ) : null}
      </Row>
      <AddIssueDialog open={dialogOpen} onCancel={() => setDialogOpen(false)} onSubmit={submitIssue} />
      <EditIssueDialog
        key={editing?.id ?? 'none'}
        issue={editing}
        onCancel={() => setEditing(null)}
        onSubmit={saveIssue}
      />
    </>
  );
}
