import { startTransition, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './CaseTabs.css';

export interface CaseTabItem<Key extends string> {
  key: Key;
  label: string;
  children: ReactNode;
  /** Unmounted when another tab is chosen (otherwise a visited tab stays mounted, hidden). */
  destroyOnHidden?: boolean;
}

/**
 * The case screen's tabs (WAI-ARIA tabs: arrow keys, Home and End move between them, the chosen tab's panel
 * shows). A tab's panel mounts when first chosen and then stays, hidden while another is chosen. Plain
 * buttons rather than antd's Tabs, which measured every tab inside the first commit of the case screen (a
 * forced layout of the whole page) and whose tabs all fit here anyway: the bar stays one line at 375 px
 * (smaller gaps; scrolling sideways if a screen is narrower still) instead of hiding tabs in an overflow menu.
 */
export function CaseTabs<Key extends string>({
  active,
  onChange,
  items,
  label,
}: {
  active: Key;
  onChange: (key: Key) => void;
  items: ReadonlyArray<CaseTabItem<Key>>;
  label: string;
}) {
  const [visited, setVisited] = useState<ReadonlySet<Key>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set(visited).add(active));
  const buttons = useRef(new Map<Key, HTMLButtonElement>());
  const [barRef, more, onBarScroll] = useOverflowEdges(active);

  // A transition: the chosen tab's first render (Strategy's is the largest) is drawn in slices that let the
  // browser breathe, instead of one long task after the click.
  const choose = (key: Key) => {
    buttons.current.get(key)?.focus();
    if (key !== active) startTransition(() => onChange(key));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const item = items[target];
    if (item) choose(item.key);
  };

  return (
    <div className="case-tabs">
      <div
        role="tablist"
        aria-label={label}
        className="case-tabs-list"
        ref={barRef}
        onScroll={onBarScroll}
        data-more-start={more.start || undefined}
        data-more-end={more.end || undefined}
      >
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) buttons.current.set(item.key, node);
                else buttons.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`case-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`case-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'case-tabs-tab case-tabs-tab-active' : 'case-tabs-tab'}
              onClick={() => choose(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const shown = item.key === active;
        if (!shown && (item.destroyOnHidden || !visited.has(item.key))) return null;
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={`case-panel-${item.key}`}
            aria-labelledby={`case-tab-${item.key}`}
            hidden={!shown}
            className="case-tabs-panel"
          >
            {item.children}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Where a tab bar too wide for the screen has more tabs (a phone with wide fonts): its edges fade there, so a
 * tab cut at the edge reads as "scroll for more" rather than as a broken label; the chosen tab is scrolled into
 * view when it changes (a link to `?tab=negotiate` on a phone).
 */
function useOverflowEdges(active: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  const update = () => {
    const list = ref.current;
    if (!list) return;
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  };
  useEffect(() => {
    const list = ref.current;
    if (!list) return undefined;
    const observer = new ResizeObserver(() => update());
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
  const drawn = useRef(false);
  useEffect(() => {
    const list = ref.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    // A list first drawn with its first tab chosen starts at that tab: scrolling there would only make the
    // browser lay out the whole page early, before the case screen's first paint.
    const atStart = !drawn.current && chosen === list?.querySelector('[role="tab"]');
    drawn.current = true;
    if (!atStart) chosen?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return [ref, edges, update] as const;
}
