import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/**
 * An antd button that is a real link to an in-app route: a keyboard-reachable anchor with an href that
 * opens in a new tab when asked, while a plain click navigates inside the app.
 */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...buttonProps}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
