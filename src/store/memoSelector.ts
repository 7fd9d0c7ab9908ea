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
 */
export function memoSelector<const F extends readonly Selector[], R>(inputs: F, combine: (...values: ValuesOf<F>) => R): (state: StateOf<F>) => R {
  let last: { values: unknown[]; result: R } | undefined;
  return (state) => {
    const values = inputs.map((input) => input(state as never));
    if (!last || values.some((value, index) => value !== last?.values[index])) last = { values, result: combine(...(values as ValuesOf<F>)) };
    return last.result;
  };
}
