import { HomeOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { ButtonLink } from '../../components/ButtonLink';
import { Logo } from '../../components/Logo';
import './NotFoundPage.css';

/** Any path the app does not know (docs/product.md, Routes). */
export function NotFoundPage() {
  return (
    <main className="centered-page">
      <Logo size={40} />
      <Typography.Title level={1} className="m-0">
        404 Page Not Found
      </Typography.Title>
      <Typography.Paragraph className="not-found-text">
        The page you are looking for does not exist or has moved.
      </Typography.Paragraph>
      <ButtonLink to="/" type="primary" icon={<HomeOutlined />}>
        Go Home
      </ButtonLink>
    </main>
  );
}
