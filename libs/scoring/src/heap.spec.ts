import { describe, expect, it } from 'vitest';
import { PriorityQueue } from './heap.js';

describe('PriorityQueue', () => {
  it('pops items in the order `before` defines', () => {
    const sut = new PriorityQueue<number>((a, b) => a > b);
    const values = [5, 1, 9, 3, 9, 7, 2, 8, 0, 6, 4];
    for (const value of values) sut.push(value);
    const popped: number[] = [];
    while (sut.size > 0) popped.push(sut.pop()!);
    expect(popped).toEqual([...values].sort((a, b) => b - a));
    expect(sut.pop()).toBeUndefined();
  });
});
