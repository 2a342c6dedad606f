import { PRIVILEGES } from '../privileges';
import { f, L, yearField } from './fields';
import { REVIEW_WORKFLOW, reviewStateField } from './review-workflow';
import type { EntityDef } from './types';

/** How many periods of each kind a year has (dictionary reportPeriod: month, quarter, half year, year). */
export const PERIODS_PER_YEAR: Record<string, number> = { '1': 12, '2': 4, '3': 2, '4': 1 };

/** A branch's work summary for a month, quarter, half year or year, reported upward. */
export const summaryReportEntity: EntityDef = {
  name: 'summaryReport',
  label: L(['工作总结', 'Work summary', 'Resumen de trabajo']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.meetingWrite, export: PRIVILEGES.export },
  access: { menus: ['/Partydevelopment/dw_sum_report'] },
  accessories: true,
  table: { name: 'summary_reports', unique: [['orgId', 'year', 'period', 'periodNo']] },
  workflow: REVIEW_WORKFLOW,
  fields: [
    f.org('orgId', ['组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    f.text('title', ['标题', 'Title', 'Título'], { required: true, max: 200, list: true, filter: 'like', span: 24 }),
    yearField(),
    f.dict('period', ['总结周期', 'Period', 'Periodo'], 'reportPeriod', { required: true, list: true, filter: 'eq' }),
    f.int('periodNo', ['第几期（月/季/半年）', 'Number in the year', 'Número en el año'], {
      required: true,
      min: 1,
      max: 12,
      list: true,
      help: L([
        '月度填1-12，季度填1-4，半年填1-2，年度填1',
        'Month 1-12, quarter 1-4, half 1-2, year 1',
        'Mes 1-12, trimestre 1-4, semestre 1-2, año 1',
      ]),
    }),
    f.textarea('content', ['总结内容', 'Summary', 'Resumen'], { required: true, max: 20000 }),
    f.textarea('nextPlan', ['下步打算', 'Next steps', 'Próximos pasos'], { max: 5000 }),
    reviewStateField(),
  ],
};
