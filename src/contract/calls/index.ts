/**
 * Every call, declared once (address, payload schema, answer type, access, cache tags). Kept apart from
 * the contract's main index: the sign-in page loads that one, and it must not load zod.
 */
export * from './access';
export * from './declare';
export * from './ids';
export * from './records';
export * from './resource';
export * from './documents';
export * from './data-calls';
export * from './jobs';
