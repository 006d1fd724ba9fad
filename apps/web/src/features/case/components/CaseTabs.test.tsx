import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaseTabs } from './CaseTabs';

type Key = 'a' | 'b' | 'c';

function Tabs({ mounts, initial = 'a' }: { mounts: string[]; initial?: Key }) {
  const [active, setActive] = useState<Key>(initial);
  const panel = (name: string) => {
    mounts.push(name);
    return <p>Panel {name}</p>;
  };
  return (
    <CaseTabs<Key>
      label="Sections"
      active={active}
      onChange={setActive}
      items={[
        { key: 'a', label: 'Alpha', children: panel('a') },
        { key: 'b', label: 'Beta', children: panel('b'), destroyOnHidden: true },
        { key: 'c', label: 'Gamma', children: panel('c') },
      ]}
    />
  );
}

describe('CaseTabs', () => {
  afterEach(() => {
    // jsdom has no scrollIntoView: the tests that watch it add one.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls the chosen tab into view when it changes and when the list is first drawn on a later tab, not on the first', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    const user = userEvent.setup();
    const first = render(<Tabs mounts={[]} />);
    expect(scrolled).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(scrolled).toEqual(['Gamma']);
    await user.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect(scrolled).toEqual(['Gamma', 'Alpha']);
    first.unmount();
    render(<Tabs mounts={[]} initial="c" />);
    expect(scrolled).toEqual(['Gamma', 'Alpha', 'Gamma']);
  });

  it('shows the chosen tab’s panel, labelled by its tab, and mounts no other until chosen', () => {
    render(<Tabs mounts={[]} />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alpha', selected: true })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Beta', selected: false })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Panel a');
    expect(screen.queryByText('Panel b')).not.toBeInTheDocument();
    expect(screen.queryByText('Panel c')).not.toBeInTheDocument();
  });

  it('keeps a visited panel mounted but hidden, and unmounts one marked destroyOnHidden', async () => {
    const user = userEvent.setup();
    render(<Tabs mounts={[]} />);
    await user.click(screen.getByRole('tab', { name: 'Gamma' }));
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toHaveTextContent('Panel c');
    expect(screen.getByText('Panel a').closest('[role="tabpanel"]')).toHaveAttribute('hidden');
    await user.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('Panel b');
    await user.click(screen.getByRole('tab', { name: 'Alpha' }));
    expect(screen.queryByText('Panel b')).not.toBeInTheDocument();
    expect(screen.getByText('Panel c')).toBeInTheDocument(); // hidden, still mounted
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Tabs mounts={[]} />);
    await user.click(screen.getByRole('tab', { name: 'Alpha' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Beta', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Gamma', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gamma', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Alpha', selected: true })).toHaveFocus();
  });
});
