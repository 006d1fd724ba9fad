import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../ButtonLink';
import { Logo, PRODUCT_NAME } from '../Logo';
import { LOGIN_URL } from '../../lib/navigation';
import './marketing.css';

export interface MarketingHeaderProps {
  signedIn: boolean;
  /**
   * Where the landing page's sections live. Empty (the default) on the landing page itself: `Features` and
   * `Pricing` are then plain in-page anchors. Elsewhere the path of the landing page (`/`, or `/landing` for a
   * signed-in visitor), so the links lead there.
   */
  landingPath?: string;
}

interface NavLinksProps {
  landingPath: string;
  onNavigate?: () => void;
}

function NavLinks({ landingPath, onNavigate }: NavLinksProps) {
  const anchor = (id: string, label: string) =>
    landingPath ? (
      <Link className="mkt-nav-link" to={`${landingPath}#${id}`} onClick={onNavigate}>
        {label}
      </Link>
    ) : (
      <a className="mkt-nav-link" href={`#${id}`} onClick={onNavigate}>
        {label}
      </a>
    );
  return (
    <ul className="mkt-nav-list">
      <li>{anchor('features', 'Features')}</li>
      <li>
        <Link className="mkt-nav-link" to="/how-it-works" onClick={onNavigate}>
          How It Works
        </Link>
      </li>
      <li>{anchor('pricing', 'Pricing')}</li>
    </ul>
  );
}

/** The top bar of the public pages: logo, the section links, sign-in or the way back into the app. */
export function MarketingHeader({ signedIn, landingPath = '' }: MarketingHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="mkt-header">
      <div className="mkt-header-bar">
        <Link to={signedIn ? '/landing' : '/'} className="mkt-logo-link" aria-label={`${PRODUCT_NAME} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="mkt-desktop-nav">
          <NavLinks landingPath={landingPath} />
        </nav>
        <div className="mkt-actions">
          {signedIn ? (
            <ButtonLink to="/" type="primary">
              Your Negotiations
            </ButtonLink>
          ) : (
            <Button href={LOGIN_URL}>Sign In</Button>
          )}
          <Button
            className="mkt-menu-toggle"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            icon={menuOpen ? <CloseOutlined /> : <MenuOutlined />}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>
      <nav id={menuId} aria-label="Site menu" className="mkt-mobile-menu" hidden={!menuOpen}>
        <NavLinks landingPath={landingPath} onNavigate={close} />
      </nav>
    </header>
  );
}
