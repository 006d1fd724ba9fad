import type { CaseDetailResponse } from '@parley/contracts';
import { App, Typography } from 'antd';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { useUpdateCaseMutation } from './caseApi';
import { issuesWithoutAgreement } from './scored-issues';

const FAILED = {
  closed: { title: 'Close Failed', description: 'Failed to close case. Please try again.' },
  active: { title: 'Reopen Failed', description: 'Failed to reopen case. Please try again.' },
} as const;

/**
 * Close and Reopen (docs/product.md, Screens and texts). Both send the name (default 'Untitled Case'), the description and the new
 * status. Closing while some issues lack a final agreement asks first and lists them; declining keeps the case
 * open with a 'Case Not Closed' notice and calls `onDeclined` (the case screen opens its Strategy tab).
 */
export function useCaseStatus(
  detail: CaseDetailResponse | undefined,
  onDeclined: () => void = () => undefined,
) {
  const [updateCase, { isLoading }] = useUpdateCaseMutation();
  const { modal, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();

  const setStatus = async (status: 'active' | 'closed') => {
    if (!detail) return;
    const { id, name, description } = detail.case;
    try {
      await updateCase({ caseId: id, name: name || 'Untitled Case', description, status }).unwrap();
    } catch (error) {
      if (!handleUnauthorized(error)) notification.error(FAILED[status]);
    }
  };

  const onClose = () => {
    if (!detail) return;
    const open = issuesWithoutAgreement(detail);
    if (open.length === 0) {
      void setStatus('closed');
      return;
    }
    modal.confirm({
      title: 'Close without a final agreement?',
      content: (
        <>
          <Typography.Paragraph>
            {open.length === 1 ? 'This issue has' : 'These issues have'} no final agreement yet:
          </Typography.Paragraph>
          <ul aria-label="Issues without a final agreement">
            {open.map((issue) => (
              <li key={issue.id}>{issue.name}</li>
            ))}
          </ul>
        </>
      ),
      okText: 'Close Case',
      cancelText: 'Keep Open',
      onOk: () => setStatus('closed'),
      onCancel: () => {
        notification.info({
          title: 'Case Not Closed',
          description: 'The case stays open so that you can settle the remaining issues.',
        });
        onDeclined();
      },
    });
  };

  return { onClose, onReopen: () => void setStatus('active'), statusChanging: isLoading };
}
