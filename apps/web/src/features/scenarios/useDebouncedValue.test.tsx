import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies a change once it has stayed unchanged for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 50), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    act(() => {
      vi.advanceTimersByTime(30);
    });
    rerender({ value: 'c' });
    act(() => {
      vi.advanceTimersByTime(30);
    });
    // 60 ms after the first change, but only 30 after the last: still the old value.
    expect(result.current[0]).toBe('a');
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(result.current[0]).toBe('c');
  });

  it('applies a flushed change at once, and the pending timer changes nothing after it', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 50), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    act(() => {
      result.current[1]('b');
    });
    expect(result.current[0]).toBe('b');
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(result.current[0]).toBe('b');
  });

  it('keeps a flushed function value as the value, not as an updater', () => {
    const first = () => 1;
    const second = () => 2;
    const { result } = renderHook(() => useDebouncedValue<() => number>(first, 50));
    act(() => {
      result.current[1](second);
    });
    expect(result.current[0]).toBe(second);
  });
});
