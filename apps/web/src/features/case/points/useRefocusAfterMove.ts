import type { RefSelectProps } from 'antd';
import { useRef, type RefObject } from 'react';

/**
 * For a level select whose pick can move its row (ranks follow the levels): a browser drops the focus of an
 * element its list moves, so after a pick made from the select the focus is put back on it, once the list has
 * been redrawn, and a keyboard user carries on from where they were.
 */
export function useRefocusAfterMove(): [RefObject<RefSelectProps | null>, () => void] {
  const ref = useRef<RefSelectProps>(null);
  const afterPick = () => {
    const select = ref.current?.nativeElement;
    if (!select?.contains(document.activeElement)) return;
    requestAnimationFrame(() => {
      if (!select.contains(document.activeElement)) ref.current?.focus();
    });
  };
  return [ref, afterPick];
}
