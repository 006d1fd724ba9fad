import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './layout.css';

/** The title of a card or section of a screen: a level-2 heading at card-title size. */
export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography.Title level={2} className="section-title" id={id}>
      {children}
    </Typography.Title>
  );
}
