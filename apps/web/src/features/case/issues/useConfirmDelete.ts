import { App } from 'antd';
import { useState } from 'react';

interface ConfirmDelete {
  title: string;
  question: string;
  okText: string;
  onDelete: () => Promise<unknown>;
}

/** Asks before deleting (a danger button, Cancel); `deleting` is true while the confirmed delete runs. */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = ({ title, question, okText, onDelete }: ConfirmDelete) => {
    modal.confirm({
      title,
      content: question,
      okText,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        setDeleting(true);
        try {
          await onDelete();
        } finally {
          setDeleting(false);
        }
      },
    });
  };
  return { deleting, confirmDelete };
}
