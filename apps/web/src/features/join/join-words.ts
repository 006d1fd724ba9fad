import type { LinkRole, ShareLinkState } from '../../lib/sharing';

/** Why a link cannot be accepted, from its state or the API's refusal; null while it can be. */
export type JoinRefusal = Exclude<ShareLinkState, 'open'> | 'not-found' | 'other-email' | 'side-taken';

/** The words of docs/product.md (Preparing together), a title and what to do. */
export const REFUSAL_TEXTS: Record<JoinRefusal, { title: string; text: string }> = {
  expired: { title: 'This link has expired.', text: 'Ask the person who shared it for a new one.' },
  used: { title: 'This link has already been used.', text: 'Ask the person who shared it for a new one.' },
  revoked: { title: 'This link was withdrawn by the person who shared it.', text: 'Ask them for a new one.' },
  'not-found': {
    title: 'This link does not exist.',
    text: 'Check that you copied all of it, or ask for a new one.',
  },
  'other-email': {
    title: 'This link was made for another e-mail address.',
    text: 'Sign in with the address it was sent to, or ask for a new link.',
  },
  'side-taken': {
    title: 'Someone has already joined this case as the other side.',
    text: 'A case has one other side. Ask the person who shared the link.',
  },
};

/** The refusal an API error code names (410 LINK_EXPIRED / LINK_USED / LINK_REVOKED, 404, 403 …). */
export function refusalOfCode(code: string | undefined, status: number | undefined): JoinRefusal | null {
  switch (code) {
    case 'LINK_EXPIRED':
      return 'expired';
    case 'LINK_USED':
      return 'used';
    case 'LINK_REVOKED':
      return 'revoked';
    case 'LINK_NOT_FOUND':
      return 'not-found';
    case 'LINK_FOR_ANOTHER_EMAIL':
      return 'other-email';
    case 'COUNTERPART_EXISTS':
      return 'side-taken';
    default:
      return status === 404 ? 'not-found' : null;
  }
}

/** The role a link gives, as the invitation's sentence says it ("… invites you to this case as …"). */
export const ROLE_AS: Record<LinkRole, string> = {
  editor: 'an editor',
  viewer: 'a viewer',
  counterpart: 'the other side',
};

/** What the role lets the person do, in plain words. */
export const ROLE_TEXTS: Record<LinkRole, string> = {
  editor: 'As an editor you change what is inside the case: issues, points, walk-away values, offers.',
  viewer: 'As a viewer you read everything on the case and change nothing.',
  counterpart:
    'You join as the other side of this negotiation. You enter your own points and walk-away: they stay ' +
    'private to you, and the owner never sees them, as you never see theirs. You make your offers here, and ' +
    'Parley proposes fair packages to you both. No plan is needed.',
};
