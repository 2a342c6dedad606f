import type { EntityDef } from '@/contract/resource';

/** Whether the owner may still edit or delete a record: always without a workflow, else in an editable state. */
export function isEditable(entity: EntityDef, record: Record<string, unknown> | undefined): boolean {
  if (!record) return true;
  const wf = entity.workflow;
  if (wf && !wf.editable.includes(String(record[wf.field]))) return false;
  return true;
}

/** Whether a distributed record is still a draft (it may be issued and deleted). */
export function isUnsent(entity: EntityDef, record: Record<string, unknown> | undefined): boolean {
  const dist = entity.distribution;
  return !dist || !record || String(record[dist.stateField]) === dist.draftState;
}
