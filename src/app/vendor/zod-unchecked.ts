/**
 * zod in the browser build. The declarations of src/contract/calls carry each call's payload schema for the
 * server, which checks every body against it (bindCall in server/lib/call.ts); the SPA only sends and never
 * reads a schema, yet the library (about 25 KiB gzip) would load with the first declaration a screen imports,
 * the member's home included. Aliased for 'zod' in vite.config.ts, every schema is built as this one inert
 * value, which takes any chain (`z.object({...}).extend({...}).optional()`) and refuses to check anything:
 * a screen that starts relying on a schema fails at once instead of passing every value unchecked.
 */
const CHECKS = new Set([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'spa',
  'encode',
  'decode',
  'encodeAsync',
  'decodeAsync',
  'safeEncode',
  'safeDecode',
  'safeEncodeAsync',
  'safeDecodeAsync',
]);

const refuse = () => {
  throw new Error('The browser build carries no zod: payloads are checked by the server');
};

// A function, so that a schema can be called and constructed as well as chained.
const schema: unknown = new Proxy(function unchecked() {}, {
  get(_target, key) {
    // Not a promise, not a primitive, not iterable: only chains and checks.
    if (typeof key === 'symbol' || key === 'then') return undefined;
    return CHECKS.has(key) ? refuse : schema;
  },
  apply: () => schema,
  construct: () => schema as object,
});

export const z = schema;
export default schema;
