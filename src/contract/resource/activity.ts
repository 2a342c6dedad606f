import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import { gatheringFields } from './meeting';
import { REVIEW_WORKFLOW } from './review-workflow';
import type { EntityDef } from './types';

/** The activity type that counts for the monthly 主题党日 rule. */
export const THEMED_DAY_ACTIVITY = '1';

/** 主题党日 and other activities: a meeting's shape plus theme, partner units and volunteer hours. */
export const activityEntity: EntityDef = {
  name: 'activity',
  label: L(['主题党日活动', 'Themed activity', 'Actividad temática']),
  owner: ['orgId'],
  defaultSort: { field: 'plannedAt', order: 'desc' },
  titleField: 'topic',
  privileges: { write: PRIVILEGES.meetingWrite, export: PRIVILEGES.export },
  access: { menus: ['/Partydevelopment/Pdactiv'] },
  accessories: true,
  table: { name: 'activities', indexes: [['orgId', 'type', 'heldAt']] },
  workflow: REVIEW_WORKFLOW,
  fields: [
    f.dict('type', ['活动类型', 'Type', 'Tipo'], 'activityType', { required: true, list: true, filter: 'eq' }),
    f.text('theme', ['活动主题', 'Theme', 'Lema'], { required: true, max: 200, list: true, filter: 'like' }),
    ...gatheringFields(['活动名称', 'Activity', 'Actividad']),
    f.text('partnerUnits', ['共建单位', 'Partner units', 'Entidades asociadas'], { max: 200 }),
    f.decimal('volunteerHours', ['志愿服务时长（小时）', 'Volunteer hours', 'Horas de voluntariado'], {
      min: 0,
      max: 10000,
      scale: 1,
      list: true,
    }),
  ],
};
