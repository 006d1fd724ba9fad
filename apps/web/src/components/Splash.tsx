import { Logo } from './Logo';

/** Shown while the signed-in check (or a lazily loaded page) is on its way. */
export function Splash() {
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        background: '#f8fafc',
      }}
    >
      <Logo size={48} />
      <p style={{ margin: 0, color: '#475569' }}>Loading...</p>
    </div>
  );
}
