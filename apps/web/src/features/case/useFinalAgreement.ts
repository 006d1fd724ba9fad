import { App } from 'antd';
import { useCallback } from 'react';
import { useAppStore } from '../../lib/hooks';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { caseApi, useSaveFinalAgreementMutation } from './caseApi';
import type { CaseSaving } from './saving/CaseSaving';
import { agreementInverse } from './saving/inverses';

const SAVE_FAILED = {
  title: 'Save Failed',
  description: 'Failed to save final agreement. Please try again.',
};

/**
 * Records the option agreed for an issue, with the case screen's saving status and undo; a failure shows the
 * 'Save Failed' toast and rejects.
 */
export function useFinalAgreement(caseId: number | null, saving: CaseSaving) {
  const [save] = useSaveFinalAgreementMutation();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const store = useAppStore();
  const { track } = saving;
  return useCallback(
    async (issueId: number, optionId: number) => {
      if (caseId === null) return;
      const detail = caseApi.endpoints.getCase.select(caseId)(store.getState()).data;
      const issue = detail?.issues.find((i) => i.id === issueId);
      const option = issue?.options.find((o) => o.id === optionId);
      try {
        await track('agreement', {
          label: `agreement on ${issue?.name ?? 'the issue'}: ${option?.name ?? ''}`,
          save: () => save({ caseId, body: { issueId, optionId } }).unwrap(),
          inverse: () => (detail ? agreementInverse(detail, issueId) : null),
        });
      } catch (error) {
        if (!handleUnauthorized(error)) notification.error(SAVE_FAILED);
        throw error;
      }
    },
    [caseId, save, notification, handleUnauthorized, store, track],
  );
}
