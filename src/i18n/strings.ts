/** A catalogue of the same shape as the English one (./en), with strings of its own language. */
export type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
