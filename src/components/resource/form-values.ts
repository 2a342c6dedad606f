import type { Rule } from 'antd/es/form';
import { type Language } from '@/contract';
import { wordIn } from '@/contract/messages';
import { checkField, isEmpty, type EntityDef, type FieldDef } from '@/contract/resource';

/** Whether a value still carries the server's mask (the user may not see the real one). */
export const isMaskedValue = (field: FieldDef, value: unknown): boolean =>
  field.masked !== undefined && typeof value === 'string' && value.includes('*');

/** The fields a user types into: neither derived nor hidden from the form. */
export const formFields = (entity: EntityDef): FieldDef[] => entity.fields.filter((f) => !f.derived && !f.hiddenInForm);

/** A form value as the wire and checkField want it: trimmed text, blanks as null. */
export function wireValue(field: FieldDef, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && field.kind !== 'textarea') return value.trim() === '' ? null : value.trim();
  return value;
}

/**
 * The same check the server runs, as an antd rule worded in the language shown; a masked value that
 * was never touched passes.
 */
export function fieldRules(field: FieldDef, language: Language): Rule[] {
  return [
    {
      required: field.required,
      validator: async (_rule, value) => {
        if (isMaskedValue(field, value)) return;
        const problem = checkField(field, wireValue(field, value));
        if (problem) throw new Error(wordIn(problem, language));
      },
    },
  ];
}

/** The body of a save: typed fields only (derived ones never go up), masked values left out so the server keeps them. */
export function savePayload(
  entity: EntityDef,
  values: Record<string, unknown>,
  loaded?: { id: number; version: number },
) {
  const body: Record<string, unknown> = loaded ? { id: loaded.id, version: loaded.version } : {};
  // A field hidden from the form is sent only when the screen put it there (a new record's starting value).
  for (const field of entity.fields.filter((f) => !f.derived)) {
    if (!(field.name in values)) continue;
    const value = wireValue(field, values[field.name]);
    if (loaded && isMaskedValue(field, value)) continue;
    body[field.name] = value;
  }
  return body;
}

/** Form values of a loaded record, or the starting values of a new one. */
export function initialValues(
  entity: EntityDef,
  record: Record<string, unknown> | undefined,
  defaults: Record<string, unknown> = {},
) {
  const out: Record<string, unknown> = {};
  for (const field of formFields(entity)) {
    const value = record ? record[field.name] : defaults[field.name];
    out[field.name] = isEmpty(value) ? (field.kind === 'bool' && !record ? false : undefined) : value;
  }
  return out;
}
