import { Logo } from './Logo';
import './Splash.css';

/** Shown while the signed-in check (or a lazily loaded page) is on its way. */
export function Splash() {
  return (
    <div role="status" aria-live="polite" className="centered-page">
      <Logo size={48} />
      <p className="splash-text">Loading...</p>
    </div>
  );
}
