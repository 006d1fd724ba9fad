import type { CaseResponse } from '@parley/contracts';
import { App } from 'antd';
import { useState } from 'react';
import type { CaseFormOutcome, CaseFormValues } from '../../components/CaseFormDialog';
import { fieldErrorsOf } from '../../lib/errors';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { useUpdateCaseMutation } from './caseApi';

export const UPDATE_CASE_FAILED = { title: 'Error', description: 'Failed to update case' } as const;

/** The case's form values: what is stored, none as ''. */
export function caseFormValues(caseItem: CaseResponse): CaseFormValues {
  return { name: caseItem.name, goal: caseItem.goal ?? '', description: caseItem.description ?? '' };
}

/** The header's Edit: the dialog's open state and its save (blank goal and description are sent as none). */
export function useEditCase(caseId: number | null) {
  const [updateCase] = useUpdateCaseMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const [open, setOpen] = useState(false);

  const save = async (values: CaseFormValues): Promise<CaseFormOutcome> => {
    if (caseId === null) return { ok: false };
    try {
      await updateCase({
        caseId,
        name: values.name,
        goal: values.goal === '' ? null : values.goal,
        description: values.description === '' ? null : values.description,
      }).unwrap();
      setOpen(false);
      return { ok: true };
    } catch (error) {
      if (!handleUnauthorized(error)) notification.error(UPDATE_CASE_FAILED);
      const fieldErrors = fieldErrorsOf(error);
      return fieldErrors ? { ok: false, fieldErrors } : { ok: false };
    }
  };

  return { open, setOpen, save };
}
