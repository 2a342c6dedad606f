import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { ResourceRecord } from '@/api/resource';
import type { EntityDef, FieldDef } from '@/contract/resource';
import { FieldValue } from './field-value';

export type CellRender = (record: ResourceRecord, field: FieldDef) => ReactNode;

/** A column a screen adds to the definition's own, placed after a named field (or at the end). */
export interface ExtraColumn {
  after?: string;
  column: ColumnType<ResourceRecord> & { key: string; title: string };
}

interface BuildOptions {
  entity: EntityDef;
  label: (f: FieldDef) => string;
  render?: Record<string, CellRender>;
  extra?: ExtraColumn[];
  sort?: { field: string; order: 'asc' | 'desc' };
}

const toAntdOrder = (order: 'asc' | 'desc') => (order === 'asc' ? 'ascend' : 'descend');

/** The table columns of a definition: its list fields with their labels, sorters and dictionary labels, plus a screen's own. */
export function buildColumns({
  entity,
  label,
  render = {},
  extra = [],
  sort,
}: BuildOptions): (ColumnType<ResourceRecord> & { key: string; title: string })[] {
  const columns: (ColumnType<ResourceRecord> & { key: string; title: string })[] = [];
  const place = (after: string | undefined) =>
    extra.filter((e) => e.after === after).forEach((e) => columns.push(e.column));
  for (const field of entity.fields.filter((f) => f.list)) {
    const custom = render[field.name];
    columns.push({
      key: field.name,
      dataIndex: field.name,
      title: label(field),
      sorter: field.sortable ? true : undefined,
      sortOrder: field.sortable && sort?.field === field.name ? toAntdOrder(sort.order) : null,
      ellipsis: field.kind === 'text' || field.kind === 'textarea',
      render: (_value, record) => (custom ? custom(record, field) : <FieldValue field={field} record={record} />),
    });
    place(field.name);
  }
  extra
    .filter((e) => !e.after || !entity.fields.some((f) => f.list && f.name === e.after))
    .forEach((e) => columns.push(e.column));
  return columns;
}

/** Nests the rows of a page by their parent field; a row whose parent is not on the page is a root. */
export function nestRows(records: ResourceRecord[], parentField: string): ResourceRecord[] {
  const byId = new Map<number, ResourceRecord & { children?: ResourceRecord[] }>();
  for (const r of records) byId.set(r.id, { ...r });
  const roots: ResourceRecord[] = [];
  for (const r of records) {
    const node = byId.get(r.id)!;
    const parent = byId.get(Number(r[parentField]));
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
