import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCaseLimitNotice } from '../lib/useCaseLimitNotice';
import { useUnauthorizedHandler } from '../lib/useUnauthorizedHandler';
import { useDuplicateCaseMutation } from '../lib/api';

export const DUPLICATE_CASE_FAILED = { title: 'Error', description: 'Failed to duplicate case' } as const;

/**
 * Duplicating a case, from its dashboard card or its screen: the copy (everything on it included) opens at
 * once. Over the trial's case limit it says so, with a link to the plans, as a new case does.
 */
export function useDuplicateCase() {
  const [duplicateCase] = useDuplicateCaseMutation();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const handleUnauthorized = useUnauthorizedHandler();
  const caseLimit = useCaseLimitNotice();
  return useCallback(
    async (target: { id: number; name: string }) => {
      try {
        const copy = await duplicateCase(target.id).unwrap();
        notification.success({
          title: 'Case duplicated',
          description: `"${copy.name}" has been added to your cases`,
        });
        void navigate(`/cases/${copy.id}`);
      } catch (error) {
        if (!caseLimit(error) && !handleUnauthorized(error)) {
          notification.error(DUPLICATE_CASE_FAILED);
        }
      }
    },
    [duplicateCase, notification, navigate, handleUnauthorized, caseLimit],
  );
}
