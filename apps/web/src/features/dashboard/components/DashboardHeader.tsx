import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import { Logo } from '../../../components/Logo';
import { LOGOUT_URL } from '../../../lib/navigation';
import { AppHeader } from '../../../components/layout/AppPage';
import './DashboardHeader.css';

export function DashboardHeader({ userName, badge }: { userName: string; badge?: ReactNode }) {
  return (
    <AppHeader spread>
      <Logo />
      <Space size="middle" wrap>
        {badge}
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
