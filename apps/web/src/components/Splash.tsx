import { Logo } from './Logo';

/** Shown while the signed-in check (or a lazily loaded page) is on its way. */
export function Splash() {
  return (
    <div role="status" aria-live="polite" className="centered-page">
      <Logo size={48} />
      <p style={{ margin: 0, color: '#475569' }}>Loading...</p>
    </div>
  );
}
