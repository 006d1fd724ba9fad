import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import { Logo } from '../../../components/Logo';
import { LOGOUT_URL } from '../../../lib/navigation';

export function DashboardHeader({ userName, badge }: { userName: string; badge?: ReactNode }) {
  return (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        flexWrap: 'wrap',
        padding: '12px 24px',
        background: '#fff',
        borderBottom: '1px solid #e2e8f0',
      }}
    >
      <Logo />
      <Space size="middle" wrap>
        {badge}
        {userName ? (
          <Typography.Text data-testid="user-name">
            <UserOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
            {userName}
          </Typography.Text>
        ) : null}
        <ButtonLink to="/landing">Landing</ButtonLink>
        <Button href={LOGOUT_URL} icon={<LogoutOutlined aria-hidden />}>
          Logout
        </Button>
      </Space>
    </header>
  );
}
