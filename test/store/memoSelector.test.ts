import { expect } from '@open-wc/testing';
import { memoSelector } from '../../src/store/memoSelector';

describe('memoSelector', () => {
  interface State {
    a: number[];
    b: string;
  }
  const combined: string[] = [];
  const select = memoSelector([(state: State) => state.a, (state: State) => state.b], (a, b) => {
    combined.push(b);
    return { total: a.length, b };
  });

  it('returns the same result while its inputs are the same, and combines anew when one changes', () => {
    const a = [1, 2];
    const first = select({ a, b: 'x' });
    expect(select({ a, b: 'x' })).to.equal(first);
    expect(combined).to.deep.equal(['x']);

    const second = select({ a, b: 'y' });
    expect(second).to.not.equal(first);
    expect(second).to.deep.equal({ total: 2, b: 'y' });

    // An equal but new array is a change: inputs are compared by identity, as the store replaces what changed.
    expect(select({ a: [1, 2], b: 'y' })).to.not.equal(second);
    expect(combined).to.deep.equal(['x', 'y', 'y']);
  });
});
