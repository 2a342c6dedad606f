import type { EntityDef, FieldDef, Labels } from '@/contract/resource';

/** A titled group of fields on a detail screen. */
export interface DetailSection {
  title?: Labels;
  fields: string[];
}

/** The sections with their field definitions; fields no section names follow in a last, untitled one. */
export function resolveSections(
  entity: EntityDef,
  sections: DetailSection[] | undefined,
): { title?: Labels; fields: FieldDef[] }[] {
  const byName = new Map(entity.fields.map((f) => [f.name, f]));
  if (!sections?.length) return [{ fields: entity.fields }];
  const named = new Set(sections.flatMap((s) => s.fields));
  const out = sections.map((s) => ({
    title: s.title,
    fields: s.fields.map((n) => byName.get(n)).filter((f): f is FieldDef => !!f),
  }));
  const rest = entity.fields.filter((f) => !named.has(f.name));
  if (rest.length) out.push({ title: undefined, fields: rest });
  return out.filter((s) => s.fields.length > 0);
}
