import { HomeOutlined, LoginOutlined, TeamOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useNavigate, useParams, useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { Logo } from '../../components/Logo';
import { errorCodeOf, errorStatus, isApiError } from '../../lib/errors';
import { loginUrlReturningTo, navigateAway } from '../../lib/navigation';
import { RetryAlert } from '../../components/RetryAlert';
import { useUnauthorizedHandler } from '../../lib/useUnauthorizedHandler';
import { REFUSAL_TEXTS, refusalOfCode, ROLE_AS, ROLE_TEXTS, type JoinRefusal } from './join-words';
import { useAcceptShareLinkMutation, useGetShareLinkQuery } from './joinApi';
import './JoinPage.css';

/** A link that cannot be accepted: a plain page saying why, and the way home. */
export function JoinRefused({ refusal }: { refusal: JoinRefusal }) {
  const { title, text } = REFUSAL_TEXTS[refusal];
  return (
    <main className="centered-page join-page">
      <Logo size={48} />
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph>{text}</Typography.Paragraph>
      <ButtonLink to="/" icon={<HomeOutlined aria-hidden />}>
        Go to your cases
      </ButtonLink>
    </main>
  );
}

/** `/join/:token` signed out: sign in first, then back here (the API keeps the way back, return-to.ts). */
export function SignedOutJoinPage() {
  const { pathname } = useLocation();
  return (
    <main className="centered-page join-page">
      <Logo size={48} />
      <Typography.Title level={1}>You are invited to a case</Typography.Title>
      <Typography.Paragraph>
        Sign in to see the invitation; you come back here afterwards.
      </Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        icon={<LoginOutlined aria-hidden />}
        onClick={() => navigateAway(loginUrlReturningTo(pathname))}
      >
        Sign in
      </Button>
    </main>
  );
}

/**
 * `/join/:token` (issue 35, point 2): the case, its owner and the role the link gives, and Accept, which makes
 * the person a member and opens the case. An expired, used-up, revoked or unknown link says so plainly.
 */
export function JoinPage() {
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const handleUnauthorized = useUnauthorizedHandler();
  const { data, error, isLoading, refetch } = useGetShareLinkQuery(token);
  const [accept, accepting] = useAcceptShareLinkMutation();

  if (isLoading)
    return (
      <main className="centered-page join-page" aria-busy="true" aria-label="Loading the invitation">
        <Skeleton active />
      </main>
    );
  const refused =
    refusalOfCode(errorCodeOf(accepting.error), errorStatus(accepting.error)) ??
    refusalOfCode(errorCodeOf(error), errorStatus(error)) ??
    (data && data.state !== 'open' ? data.state : null);
  if (refused) return <JoinRefused refusal={refused} />;
  if (error || !data)
    return (
      <main className="centered-page join-page">
        <RetryAlert
          type="error"
          title="Could not load the invitation"
          description="Something went wrong while reading this link."
          onRetry={() => void refetch()}
        />
      </main>
    );

  const onAccept = async () => {
    try {
      const joined = await accept(token).unwrap();
      void navigate(`/cases/${joined.caseId}`, { replace: true });
    } catch (failure) {
      if (handleUnauthorized(failure)) return;
      if (refusalOfCode(errorCodeOf(failure), errorStatus(failure)) !== null) return;
      // A refusal the page has no words for (you are already a member, it is your own case …): the API's own.
      const status = errorStatus(failure);
      const said = isApiError(failure) ? failure.body?.message : undefined;
      notification.error({
        title: 'Could not join',
        description: status !== undefined && status < 500 && said ? said : 'Please try again.',
      });
    }
  };

  return (
    <main className="centered-page join-page">
      <Logo size={48} />
      <Card className="join-card">
        <Flex vertical gap={12} align="center">
          <TeamOutlined aria-hidden className="join-icon" />
          <Typography.Title level={1} className="join-title">
            {data.caseName}
          </Typography.Title>
          <Typography.Paragraph className="join-text">
            {data.ownerName} invites you to this case as {ROLE_AS[data.role]}.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" className="join-text">
            {ROLE_TEXTS[data.role]}
          </Typography.Paragraph>
          <Flex gap={8} wrap justify="center">
            <Button type="primary" size="large" loading={accepting.isLoading} onClick={() => void onAccept()}>
              Accept
            </Button>
            <ButtonLink to="/" size="large">
              Not now
            </ButtonLink>
          </Flex>
        </Flex>
      </Card>
    </main>
  );
}
