import type { ReactNode } from 'react';
import './layout.css';

/** A signed-in screen: its header bar, then the content in a centred column on the page background. */
export function AppPage({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="app-page">
      {header}
      <main className="app-page-main">{children}</main>
    </div>
  );
}

/** The white bar at the top of a signed-in screen; `spread` pushes its first and last items apart. */
export function AppHeader({ children, spread = false }: { children: ReactNode; spread?: boolean }) {
  return <header className={spread ? 'app-header app-header-spread' : 'app-header'}>{children}</header>;
}
