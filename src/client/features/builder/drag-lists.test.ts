import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_SEGMENTS } from '../../../core/constants.ts';
import { dropOutcome, moveAcross, reorderWithin, type SegmentLists, segmentHolding } from './drag-lists.ts';

const lists = (): SegmentLists => ({ morning: ['a', 'b'], afternoon: ['c'], evening: [] });

describe('drag lists', () => {
  it('moves an item across lists at a clamped index', () => {
    expect(moveAcross(lists(), 'a', 'afternoon', 0)).toEqual({
      morning: ['b'],
      afternoon: ['a', 'c'],
      evening: [],
    });
    expect(moveAcross(lists(), 'a', 'evening', 9).evening).toEqual(['a']);
    const same = lists();
    expect(moveAcross(same, 'a', 'morning', 1)).toBe(same);
  });

  it('reorders within a list', () => {
    expect(reorderWithin(lists(), 'a', 'b').morning).toEqual(['b', 'a']);
    expect(reorderWithin(lists(), 'a', 'c')).toEqual(lists());
  });

  it('reports what a drop changes', () => {
    const before = lists();
    expect(dropOutcome(before, before, 'a')).toEqual({ kind: 'none' });
    expect(dropOutcome(before, reorderWithin(before, 'a', 'b'), 'a')).toEqual({
      kind: 'reorder',
      segment: 'morning',
      ids: ['b', 'a'],
    });
    expect(dropOutcome(before, moveAcross(before, 'b', 'afternoon', 1), 'b')).toEqual({
      kind: 'move',
      segment: 'afternoon',
      index: 1,
    });
  });

  it('never loses or duplicates an item, whatever the sequence of moves', () => {
    const seg = fc.constantFrom(...TIME_SEGMENTS);
    const id = fc.constantFrom('a', 'b', 'c', 'd');
    const step = fc.oneof(
      fc.record({ kind: fc.constant('across' as const), id, seg, index: fc.integer({ min: -2, max: 6 }) }),
      fc.record({ kind: fc.constant('within' as const), id, over: id }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        let l: SegmentLists = { morning: ['a', 'b'], afternoon: ['c'], evening: ['d'] };
        for (const s of steps) {
          l = s.kind === 'across' ? moveAcross(l, s.id, s.seg, s.index) : reorderWithin(l, s.id, s.over);
        }
        const all = TIME_SEGMENTS.flatMap((s) => l[s]).sort();
        expect(all).toEqual(['a', 'b', 'c', 'd']);
        for (const x of all) expect(segmentHolding(l, x)).toBeDefined();
      }),
    );
  });
});
