import { LogoutOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useUnauthorizedHandler } from '../../../lib/useUnauthorizedHandler';
import { useEndTableMutation } from './tableApi';

/**
 * The other side leaves the table (issue 36, point 7), after a confirmation that offers to delete their own
 * points and notes as well; then back to their cases.
 */
export function LeaveTable({ caseId }: { caseId: number }) {
  const [endTable, { isLoading }] = useEndTableMutation();
  const { modal, notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const navigate = useNavigate();

  const leave = () => {
    // The dialog's content is drawn once: its checkbox keeps its own state, read here when Leave is chosen.
    const choice = { deleteMyData: false };
    void modal.confirm({
      title: 'Leave the table?',
      content: (
        <Flex vertical gap={8}>
          <Typography.Text>
            You stop negotiating this case through Parley and lose access to it. The owner keeps the issues,
            the offers and any agreement.
          </Typography.Text>
          <Checkbox onChange={(event) => (choice.deleteMyData = event.target.checked)}>
            Also delete my points and notes
          </Checkbox>
        </Flex>
      ),
      okText: 'Leave the table',
      okButtonProps: { danger: true },
      cancelText: 'Stay',
      onOk: async () => {
        try {
          await endTable({ caseId, deleteMyData: choice.deleteMyData }).unwrap();
          void navigate('/', { replace: true });
        } catch (error) {
          if (!handleUnauthorized(error))
            notification.error({ title: 'Could not leave', description: 'Please try again.' });
        }
      },
    });
  };

  return (
    <Button danger icon={<LogoutOutlined aria-hidden />} loading={isLoading} onClick={leave}>
      Leave the table
    </Button>
  );
}
