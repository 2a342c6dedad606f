import type { EntityDef } from '@/contract/resource';

/** Whether the caller may still edit or delete a record: not marked by the server as outside their side, and in an editable state of its workflow. */
export function isEditable(entity: EntityDef, record: Record<string, unknown> | undefined): boolean {
  if (!record) return true;
  // Read from outside the owner's side (a call received from above): the server says it is not the caller's to change.
  if (record.writable === false) return false;
  const wf = entity.workflow;
  if (wf && !wf.editable.includes(String(record[wf.field]))) return false;
  return true;
}

/** Whether a distributed record is still a draft (it may be issued and deleted). */
export function isUnsent(entity: EntityDef, record: Record<string, unknown> | undefined): boolean {
  const dist = entity.distribution;
  return !dist || !record || String(record[dist.stateField]) === dist.draftState;
}
