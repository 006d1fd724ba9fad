import { App } from 'antd';
import { useCallback } from 'react';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { useSaveFinalAgreementMutation } from './caseApi';

const SAVE_FAILED = {
  title: 'Save Failed',
  description: 'Failed to save final agreement. Please try again.',
};

/** Records the option agreed for an issue; a failure shows the 'Save Failed' toast and rejects. */
export function useFinalAgreement(caseId: number | null) {
  const [save] = useSaveFinalAgreementMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  return useCallback(
    async (issueId: number, optionId: number) => {
      if (caseId === null) return;
      try {
        await save({ caseId, body: { issueId, optionId } }).unwrap();
      } catch (error) {
        if (!handleUnauthorized(error)) notification.error(SAVE_FAILED);
        throw error;
      }
    },
    [caseId, save, notification, handleUnauthorized],
  );
}
