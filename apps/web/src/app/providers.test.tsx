import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY } from '../lib/useReducedMotion';
import { mediaQueryList } from '../testing/media-query';
import { AppProviders } from './providers';

/** What antd's components read: whether they animate. */
function Motion() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{String(token.motion)}</output>;
}

function answering(reduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, reduced && query === REDUCED_MOTION_QUERY),
  );
}

describe('AppProviders', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps antd's motion for a person who did not ask for less", () => {
    answering(false);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByLabelText('motion')).toHaveTextContent('true');
  });

  it("turns antd's motion off for a person whose system asks for reduced motion", () => {
    answering(true);
    render(
      <AppProviders>
        <Motion />
      </AppProviders>,
    );
    expect(screen.getByLabelText('motion')).toHaveTextContent('false');
  });
});
