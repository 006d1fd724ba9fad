import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_QUERY } from '../../../lib/useNarrowScreen';
import { mediaQueryList } from '../../../testing/media-query';
import { SectionCard } from './SectionCard';

/** A window narrower than 768 px (or not): what matchMedia answers for the narrow-screen query. */
function screenIsNarrow(narrow: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, narrow && query === NARROW_QUERY),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SectionCard', () => {
  it('is always open on a wide screen, with a plain heading', () => {
    screenIsNarrow(false);
    render(
      <SectionCard title="Tactical Playbook" startFolded>
        <p>The phases</p>
      </SectionCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tactical Playbook' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('The phases')).toBeVisible();
  });

  it('opens folded on a narrow screen, its heading a button that unfolds and folds it', async () => {
    screenIsNarrow(true);
    render(
      <SectionCard title="Tactical Playbook" startFolded>
        <p>The phases</p>
      </SectionCard>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Tactical Playbook' });
    const toggle = screen.getByRole('button', { name: 'Tactical Playbook' });
    expect(heading).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Not drawn until first unfolded.
    expect(screen.queryByText('The phases')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The phases')).toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(
      screen.getByText('The phases'),
    );
    await userEvent.click(toggle);
    expect(screen.getByText('The phases')).not.toBeVisible();
  });

  it('opens unfolded on a narrow screen unless told to start folded', () => {
    screenIsNarrow(true);
    render(
      <SectionCard title="Trades">
        <p>Give ground here</p>
      </SectionCard>,
    );
    expect(screen.getByRole('button', { name: 'Trades' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Give ground here')).toBeVisible();
  });

  it('stays open when a wide window narrows', () => {
    screenIsNarrow(false);
    const { rerender } = render(
      <SectionCard title="Efficient deals" startFolded>
        <p>The frontier</p>
      </SectionCard>,
    );
    screenIsNarrow(true);
    rerender(
      <SectionCard title="Efficient deals" startFolded>
        <p>The frontier </p>
      </SectionCard>,
    );
    expect(screen.getByRole('button', { name: 'Efficient deals' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The frontier')).toBeVisible();
  });
});
