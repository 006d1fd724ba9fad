import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useEventCallback } from './useEventCallback';

describe('useEventCallback', () => {
  it('keeps one identity across renders and runs the latest function', () => {
    const seen: Array<() => number> = [];
    let bump: () => void = () => undefined;
    function Probe() {
      const [count, setCount] = useState(1);
      bump = () => setCount((value) => value + 1);
      seen.push(useEventCallback(() => count * 10));
      return null;
    }
    render(<Probe />);
    act(() => bump());
    act(() => bump());
    expect(seen.length).toBe(3);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]!()).toBe(30);
  });
});
