declare const encodes: unique symbol;

/**
 * JSON text of a `T` as bytes, built by hand where speed asks for it (the order list joins cached
 * lines). The type says what the bytes encode, so a route answers them as its contract's `T`.
 */
export type JsonBytes<T> = Buffer & { readonly [encodes]?: T };

/**
 * A route's answer of JSON bytes, typed as the value they encode: Fastify sends a Buffer as it is,
 * and the route's response type must be the `T` the bytes were built as.
 */
export const asAnswer = <T>(bytes: JsonBytes<T>): T => bytes as unknown as T;
