import { index, text } from 'drizzle-orm/pg-core';
import { orgEntity } from '../../../src/contract/resource/org';
import { derivedTable } from './derived';

/**
 * The organisation tree. `path` is the materialised chain of ids ('/1/4/17/'), so that a
 * subtree is one indexed prefix match; it is the server's own, never on the wire.
 */
export const orgs = derivedTable(orgEntity, {
  columns: { path: text('path').notNull() },
  indexes: (t) => [index('orgs_path_idx').using('btree', t.path.op('text_pattern_ops'))],
});
