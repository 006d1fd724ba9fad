import { TeamOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex } from 'antd';
import { useState } from 'react';
import { useNarrowScreen } from '../../../lib/useNarrowScreen';
import { PresenceLine } from '../live/PresenceLine';
import { HistoryPanel } from './HistoryPanel';
import { MembersPanel } from './MembersPanel';

/**
 * The line under the case's header (issue 35): who else has the case open, and the Members & history button,
 * which opens the members (the owner's links among them) and the case's history in a panel.
 */
export function SharingBar({
  caseId,
  userId,
  onLeft,
  open: openFromOutside,
  onOpenChange,
}: {
  caseId: number;
  userId: number | null;
  onLeft: () => void;
  /** Open from elsewhere on the screen (issue 36: the Negotiate tab's invitation card); else its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [openHere, setOpenHere] = useState(false);
  const open = openFromOutside ?? openHere;
  const setOpen = (next: boolean) => (onOpenChange ?? setOpenHere)(next);
  // Mounted once first opened: the members, links and history are read then, not with the case.
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const narrow = useNarrowScreen();
  return (
    <Flex gap={12} wrap align="center" className="sharing-bar">
      <Button
        icon={<TeamOutlined aria-hidden />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Members &amp; history
      </Button>
      <PresenceLine caseId={caseId} userId={userId} />
      {mounted ? (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          title="Members & history"
          size={narrow ? '100%' : 560}
        >
          <Flex vertical gap={16}>
            <MembersPanel caseId={caseId} userId={userId} onLeft={onLeft} />
            <HistoryPanel caseId={caseId} />
          </Flex>
        </Drawer>
      ) : null}
    </Flex>
  );
}
