import type { EntityDef } from '../../../src/contract/resource/types';
import { badRequest } from '../../lib/errors';
import type { Row } from './binding';
import { say } from '../../../src/contract/messages/message';

/**
 * A value as comparable text: object keys sorted and numbers as numbers, since jsonb answers keys in its
 * own order and a decimal column answers '10.0' where the client sent 10. An empty list is no value: the
 * form reads an empty list as none, while the row may keep it as `[]`.
 */
function canonical(v: unknown): string {
  const norm = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.length ? x.map(norm) : null;
    if (x && typeof x === 'object')
      return Object.fromEntries(
        Object.keys(x)
          .sort()
          .map((k) => [k, norm((x as Record<string, unknown>)[k])]),
      );
    if (typeof x === 'string' && /^-?\d+(\.\d+)?$/.test(x)) return Number(x);
    return x ?? null;
  };
  return JSON.stringify(norm(v));
}

/** Once sent, the frozen fields (targets, indicators) keep their values: a change is a 400 naming the field. */
export function assertUnfrozen(def: EntityDef, before: Row | null, values: Record<string, unknown>): void {
  const dist = def.distribution;
  if (!dist || !before || String(before[dist.stateField]) === dist.draftState) return;
  for (const name of dist.frozen) {
    if (name in values && canonical(values[name]) !== canonical(before[name])) {
      const field = def.fields.find((f) => f.name === name);
      throw badRequest(say('distribution.frozen', { entity: def.label, field: field?.label ?? name }), name);
    }
  }
}
