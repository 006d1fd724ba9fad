import { TeamOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useGetPresenceQuery } from '../sharing/sharingApi';

/** "Also here: Ana, Ben" from a list of who has the case open, the reader left out; null when nobody else. */
export function presenceWords(
  present: ReadonlyArray<{ userId: number; name: string }>,
  userId: number | null,
): string | null {
  const others = present
    .filter((person) => person.userId !== userId)
    .map((person) => person.name || 'Someone');
  const names = [...new Set(others)];
  return names.length === 0 ? null : `Also here: ${names.join(', ')}`;
}

/** Who else has the case open now (issue 35, point 3), read again on each presence event. */
export function PresenceLine({ caseId, userId }: { caseId: number; userId: number | null }) {
  const { data } = useGetPresenceQuery(caseId);
  // Only a list is read as one (an answer of another shape says nothing rather than breaking the header).
  const words = Array.isArray(data?.present) ? presenceWords(data.present, userId) : null;
  return (
    <Typography.Text type="secondary" className="presence-line" role="status" aria-live="polite">
      {words ? (
        <>
          <TeamOutlined aria-hidden /> {words}
        </>
      ) : null}
    </Typography.Text>
  );
}
