import { RightOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useNarrowScreen } from '../../../lib/useNarrowScreen';
import './SectionCard.css';

interface SectionCardProps {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  /**
   * On a narrow screen (below 768 px) the section opens folded: its heading is a button that unfolds it, and
   * its content is drawn when first unfolded. At 768 px and wider every section is open, as always, and
   * stays open if the window then narrows.
   */
  startFolded?: boolean;
}

/**
 * A card with a level-2 heading, as the case overview's sections have. On a narrow screen its heading folds
 * and unfolds it (a disclosure button inside the heading, so the heading stays a heading for screen readers).
 */
export function SectionCard({ title, extra, children, startFolded = false }: SectionCardProps) {
  const narrow = useNarrowScreen();
  // Folded only when it opens on a narrow screen: a section open on a wide one stays open when the window
  // narrows (the person was reading it).
  const [open, setOpen] = useState(() => !(startFolded && narrow));
  const [drawn, setDrawn] = useState(open);
  const id = useId();
  if (!narrow) {
    return (
      <Card
        title={
          <Typography.Title level={2} className="section-card-title">
            {title}
          </Typography.Title>
        }
        extra={extra}
      >
        {children}
      </Card>
    );
  }
  return (
    <Card
      className={open ? undefined : 'section-card-folded'}
      title={
        <Typography.Title level={2} className="section-card-title">
          <button
            type="button"
            className="section-card-fold"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => {
              setOpen(!open);
              setDrawn(true);
            }}
          >
            <RightOutlined aria-hidden rotate={open ? 90 : 0} className="section-card-fold-icon" />
            {title}
          </button>
        </Typography.Title>
      }
      extra={open ? extra : undefined}
    >
      <div id={id} hidden={!open}>
        {drawn ? children : null}
      </div>
    </Card>
  );
}
