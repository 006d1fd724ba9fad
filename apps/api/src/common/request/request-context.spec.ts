import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { databaseStallWatch } from './request-context.js';

describe('databaseStallWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up once the database has not answered for the limit, counted across waits in a row', () => {
    const onStall = vi.fn();
    const sut = databaseStallWatch(1000, onStall);
    const statement = sut.wait();
    vi.advanceTimersByTime(900);
    // The statement's own timeout fired: no answer. The rollback after it does not start the count again.
    statement(false);
    const rollback = sut.wait();
    vi.advanceTimersByTime(99);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledOnce();
    rollback(false);
  });

  it('counts from the last answer while waits overlap, and stops counting when nothing waits', () => {
    const onStall = vi.fn();
    const sut = databaseStallWatch(1000, onStall);
    const connection = sut.wait();
    vi.advanceTimersByTime(800);
    const statement = sut.wait();
    connection(true);
    vi.advanceTimersByTime(900);
    expect(onStall).not.toHaveBeenCalled();
    statement(true);
    vi.advanceTimersByTime(5000);
    expect(onStall).not.toHaveBeenCalled();
    // A wait after an answered one has the whole limit again.
    sut.wait();
    vi.advanceTimersByTime(999);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledOnce();
  });

  it('does nothing once the request has been answered', () => {
    const onStall = vi.fn();
    const sut = databaseStallWatch(1000, onStall);
    sut.wait();
    sut.stop();
    sut.wait();
    vi.advanceTimersByTime(5000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
