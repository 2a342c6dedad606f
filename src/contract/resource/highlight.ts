import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import { REVIEW_WORKFLOW, reviewStateField } from './review-workflow';
import type { EntityDef } from './types';

/** Notable work of a branch, with photos, curated upward. */
export const highlightEntity: EntityDef = {
  name: 'highlight',
  label: L(['工作亮点', 'Highlight', 'Logro destacado']),
  owner: ['orgId'],
  defaultSort: { field: 'happenedOn', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.meetingWrite, export: PRIVILEGES.export },
  access: { menus: ['/Partydevelopment/Highlights'] },
  accessories: true,
  table: { name: 'highlights' },
  workflow: REVIEW_WORKFLOW,
  fields: [
    f.org('orgId', ['组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    f.text('title', ['亮点标题', 'Title', 'Título'], {
      required: true,
      max: 200,
      list: true,
      filter: 'like',
      span: 24,
    }),
    f.dict('kind', ['亮点类别', 'Kind', 'Tipo'], 'highlightKind', { required: true, list: true, filter: 'eq' }),
    f.date('happenedOn', ['时间', 'Date', 'Fecha'], { required: true, list: true, sortable: true, filter: 'range' }),
    f.text('summary', ['简介', 'Summary', 'Resumen'], { required: true, max: 500, span: 24 }),
    f.textarea('content', ['详细内容', 'Details', 'Detalles'], { max: 20000 }),
    reviewStateField(),
  ],
};
