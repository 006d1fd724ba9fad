import { App } from 'antd';
import { useCallback } from 'react';
import { useUnauthorizedHandler } from '../lib/useUnauthorizedHandler';
import { useDeleteCaseMutation } from '../lib/api';

/** The case a delete names: the confirmation says which one. */
export interface CaseToDelete {
  id: number;
  name: string;
}

export const DELETE_CASE_FAILED = { title: 'Error', description: 'Failed to delete case' } as const;

/**
 * Deleting a case, from its dashboard card or its screen: asks first, naming the case, then deletes it and
 * everything on it. `onDeleted` runs after the server confirmed (the case screen goes back to the list).
 */
export function useDeleteCase(onDeleted: () => void = () => undefined) {
  const [deleteCase] = useDeleteCaseMutation();
  const { modal, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  return useCallback(
    (target: CaseToDelete) => {
      modal.confirm({
        title: 'Delete case',
        content: `Are you sure you want to delete "${target.name}"? Its issues, points and agreements go with it. This action cannot be undone.`,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: async () => {
          try {
            await deleteCase(target.id).unwrap();
            notification.success({ title: 'Case Deleted', description: `"${target.name}" has been deleted` });
            onDeleted();
          } catch (error) {
            if (!handleUnauthorized(error)) notification.error(DELETE_CASE_FAILED);
          }
        },
      });
    },
    [deleteCase, modal, notification, handleUnauthorized, onDeleted],
  );
}
