// The robots' fair queue (issue 21, finding 3: "a table's robot decision is not delayed by other
// tables beyond its budget").
import { expect, it } from 'vitest';
import { FairQueue, shareOf } from './fairQueue.js';

it('takes turns between tables, first in first out within a table', () => {
  const q = new FairQueue<string>();
  for (const item of ['a1', 'a2', 'a3']) q.push('a', item);
  q.push('b', 'b1');
  q.push('c', 'c1');
  const order: string[] = [];
  for (let x = q.shift(); x; x = q.shift()) {
    order.push(x.item);
    if (x.item === 'b1') q.push('b', 'b2');
  }
  expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  expect(q.size).toBe(0);
});

it('one table with thirty requests waiting holds back another table by one turn only', () => {
  const q = new FairQueue<number>();
  for (let i = 0; i < 30; i++) q.push('busy', i);
  q.shift();
  q.push('mine', 99);
  expect(q.shift()!.key).toBe('busy');
  expect(q.shift()).toEqual({ key: 'mine', item: 99 });
});

it('drops a table that left and keeps the count', () => {
  const q = new FairQueue<number>();
  q.push('a', 1);
  q.push('b', 2);
  q.push('a', 3);
  expect(q.remove('a')).toEqual([1, 3]);
  expect(q.size).toBe(1);
  expect(q.keys).toBe(1);
});

it('splits the budget between the tables asking, never below the floor: the last waits about one budget', () => {
  expect(shareOf(500, 0, 25)).toBe(500);
  expect(shareOf(500, 1, 25)).toBe(500);
  expect(shareOf(500, 4, 25)).toBe(125);
  expect(shareOf(500, 30, 25)).toBe(25);
  expect(shareOf(10, 4, 25)).toBe(10);
  // Twenty tables asking, nineteen ahead of mine, each using its whole share: mine starts within one budget.
  expect(19 * shareOf(500, 20, 25)).toBeLessThanOrEqual(500);
});
