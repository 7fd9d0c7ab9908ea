import { shallowEqual } from 'react-redux';

type Selector = (state: never) => unknown;
/** What satisfies every member of a union. */
type AllOf<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** The state every input selector can read. */
type StateOf<F extends readonly Selector[]> = AllOf<Parameters<F[number]>[0]>;
type ValuesOf<F extends readonly Selector[]> = { -readonly [K in keyof F]: ReturnType<F[K]> };

/**
 * A selector that combines its inputs again only when one of them changed (===), so components
 * selecting a derived object re-render only when it really changed. reselect's `createSelector`
 * with a cache of one, which is all these selectors need: ours because reselect costs about 1 KB
 * gzip of what every page loads up front (issue 18's 100 KB), for caches and checks we do not use.
 *
 * A combination equal field by field to the last one is the last one. Reading one selector with
 * two states in turn replaces its cache each time: a part hydrating after the rest reads the
 * server's state, and the page's state read next combined anew made a new but equal object, so
 * every component holding the old one (all of the header and the footer select the session)
 * re-rendered at the next action, a visitor's tap among them.
 */
export function memoSelector<const F extends readonly Selector[], R>(inputs: F, combine: (...values: ValuesOf<F>) => R): (state: StateOf<F>) => R {
  let last: { values: unknown[]; result: R } | undefined;
  return (state) => {
    const values = inputs.map((input) => input(state as never));
    if (last && values.every((value, index) => value === last?.values[index])) return last.result;
    const result = combine(...(values as ValuesOf<F>));
    last = { values, result: last && shallowEqual(result, last.result) ? last.result : result };
    return last.result;
  };
}
