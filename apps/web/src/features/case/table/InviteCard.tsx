import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { SectionTitle } from '../../../components/layout/SectionTitle';
import { useOpenSharing } from '../sharing/open-sharing';

/**
 * For an owner without the other side (issue 36, point 1): what inviting them gives, and a button that opens
 * Members & history, where the invitation is made.
 */
export function InviteCard() {
  const openSharing = useOpenSharing();
  return (
    <Card className="table-card table-invite">
      <Flex vertical gap={8} align="flex-start">
        <SectionTitle>Negotiate through Parley: invite the other side</SectionTitle>
        <Typography.Text>
          The other side enters their own points, which stay private to them, as yours stay private to you.
          When you are both ready, Parley proposes fair packages; you each mark in private which you would
          accept, and Parley tells you both when your marks meet.
        </Typography.Text>
        {openSharing ? (
          <Button type="primary" icon={<TeamOutlined aria-hidden />} onClick={openSharing}>
            Invite the other side
          </Button>
        ) : (
          <Typography.Text type="secondary">Invite them from Members &amp; history.</Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
