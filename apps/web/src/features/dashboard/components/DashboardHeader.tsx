import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { Logo } from '../../../components/Logo';
import { LOGOUT_URL } from '../../../lib/navigation';
import { AppHeader } from '../../../components/layout/AppPage';
import './DashboardHeader.css';

export function DashboardHeader({ userName }: { userName: string }) {
  return (
    <AppHeader spread>
      <Logo />
      <Space size="middle" wrap>
        {userName ? (
          <Typography.Text data-testid="user-name">
            <UserOutlined aria-hidden className="dashboard-user-icon" />
            {userName}
          </Typography.Text>
        ) : null}
        <ButtonLink to="/landing">Landing</ButtonLink>
        <Button href={LOGOUT_URL} icon={<LogoutOutlined aria-hidden />}>
          Logout
        </Button>
      </Space>
    </AppHeader>
  );
}
