import type { ReactNode } from 'react';
import './layout.css';

/** A title (or figures) on the left and actions on the right, wrapping on narrow screens. */
export function ToolbarRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={className ? `toolbar-row ${className}` : 'toolbar-row'}>{children}</div>;
}
