/**
 * The API's answers declare some enum fields as plain strings (@vg/contract); the screens read
 * them as the unions the API writes, to look their labels up. `Narrowed` keeps the contract's
 * shape and swaps in those unions only.
 */
export type Narrowed<Shape, Fields> = Omit<Shape, keyof Fields> & Fields;
