import type {
  CaseDetailResponse,
  CreateIssueRequest,
  CreateOptionRequest,
  IssueResponse,
  UpdateIssueRequest,
  UpdateOptionRequest,
} from '@parley/contracts';
import { ErrorCode } from '@parley/contracts';
import { App, Col, Row } from 'antd';
import { useState, type ReactNode } from 'react';
import { useAppStore } from '../../../lib/hooks';
import { errorCodeOf, fieldErrorsOf, isApiError } from '../../../lib/errors';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import {
  caseApi,
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
import { useCaseSaving } from '../saving/CaseSaving';
import { deletedOptionInverse, issueInverse, optionInverse } from '../saving/inverses';
import { SaveBar } from '../saving/SaveBar';
import { useIssuesLocked } from '../access/case-access';

function failedOutcome(error: unknown): SaveOutcome {
  const fieldErrors = fieldErrorsOf(error);
  return fieldErrors ? { ok: false, fieldErrors } : { ok: false };
}

export interface IssuesTabProps {
  detail: CaseDetailResponse;
  /** Drawn beside the list (below it on small screens): the case screen puts the AI issue panel here. */
  aside?: ReactNode;
  /** Drawn above the list: the case screen puts the other side's suggestions here (issue 36). */
  above?: ReactNode;
}

/**
 * The case screen's Issues tab: saves issues and options through the case api (the case refetches itself
 * after each change) and tells how it went; {@link IssueList} and {@link AddIssueDialog} draw it.
 */
export function IssuesTab({ detail, aside, above }: IssuesTabProps) {
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
  // The other side suggests instead of changing (issue 36): the list is theirs to read.
  const locked = useIssuesLocked(detail);
  const { track, forget } = useCaseSaving();
  const store = useAppStore();
  const optionById = (optionId: number) => {
    for (const issue of detail.issues) {
      const option = issue.options.find((o) => o.id === optionId);
      if (option) return { issue, option };
    }
    return null;
  };

  /** A 401 has its own toast and redirect; anything else gets `Error` with what failed. */
  const reportFailure = (error: unknown, description: string) => {
    if (!handleUnauthorized(error)) notification.error({ title: 'Error', description });
  };

  // Changes made in a form (add, rename) are retried from the form, which keeps what was typed; removals from
  // the status's Retry. Removing an issue cannot be undone (the SPEC's confirmation says so).
  const submitIssue = async (body: CreateIssueRequest): Promise<SaveOutcome> => {
    try {
      await track('issues', {
        label: `adding issue ${body.name}`,
        save: () => createIssue({ caseId, body }).unwrap(),
        inverse: (issue) => ({ kind: 'remove-issue', issueId: issue.id }),
        retry: false,
      });
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
    const before = editing;
    try {
      await track('issues', {
        label: `changes to issue ${before.name}`,
        save: () => updateIssue({ caseId, issueId: before.id, body }).unwrap(),
        inverse: () => issueInverse(before),
        retry: false,
      });
      setEditing(null);
      return { ok: true };
    } catch (error) {
      reportFailure(error, 'Failed to update issue');
      return failedOutcome(error);
    }
  };

  const removeIssue = async (issueId: number): Promise<boolean> => {
    const issue = detail.issues.find((i) => i.id === issueId);
    try {
      await track('issues', {
        label: `removing issue ${issue?.name ?? ''}`,
        save: () => deleteIssue({ caseId, issueId }).unwrap(),
      });
      forget([issueId], issue?.options.map((o) => o.id) ?? []);
      return true;
    } catch (error) {
      reportFailure(error, 'Failed to remove issue');
      return false;
    }
  };

  const submitOption = async (issueId: number, body: CreateOptionRequest): Promise<SaveOutcome> => {
    try {
      await track('issues', {
        label: `adding option ${body.name}`,
        save: () => addOption({ caseId, issueId, body }).unwrap(),
        inverse: (option) => ({ kind: 'remove-option', optionId: option.id }),
        retry: false,
      });
      return { ok: true };
    } catch (error) {
      reportFailure(error, 'Failed to add option');
      return failedOutcome(error);
    }
  };

  const saveOption = async (optionId: number, body: UpdateOptionRequest): Promise<SaveOutcome> => {
    const before = optionById(optionId)?.option;
    try {
      await track('issues', {
        label: `changes to option ${before?.name ?? ''}`,
        save: () => updateOption({ caseId, optionId, body }).unwrap(),
        inverse: () => (before ? optionInverse(before) : null),
        retry: false,
      });
      return { ok: true };
    } catch (error) {
      reportFailure(error, 'Failed to update option');
      return failedOutcome(error);
    }
  };

  const removeOption = async (optionId: number): Promise<boolean> => {
    const found = optionById(optionId);
    const optionRows = caseApi.endpoints.getOptionImportance.select(caseId)(store.getState()).data ?? [];
    try {
      await track('issues', {
        label: `deleting option ${found?.option.name ?? ''}`,
        save: () => deleteOption({ caseId, optionId }).unwrap(),
        inverse: () =>
          found ? deletedOptionInverse(detail, optionRows, found.issue.id, found.option) : null,
      });
      return true;
    } catch (error) {
      // An option an offer named stays (issue 36): the API says so in plain words.
      const inOffer =
        errorCodeOf(error) === ErrorCode.OptionInOffer && isApiError(error) ? error.body?.message : null;
      reportFailure(error, inOffer || 'Failed to delete option');
      return false;
    }
  };

  return (
    <>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          {above}
          <IssueList
            issues={detail.issues}
            locked={locked}
            onAddIssue={() => setDialogOpen(true)}
            onEditIssue={setEditing}
            onDeleteIssue={removeIssue}
            onAddOption={submitOption}
            onUpdateOption={saveOption}
            onDeleteOption={removeOption}
            status={<SaveBar area="issues" />}
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
