import { L, matterEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';

const RULE_FIELDS = ['meetingType', 'period', 'times', 'orgTypes', 'exemptOrgIds'];
const POINTS_FIELDS = ['points', 'yearCap'];

const SECTIONS: DetailSection[] = [
  { title: L(['事项', 'Matter', 'Asunto']), fields: ['code', 'name', 'category', 'sort', 'enabled'] },
  { title: L(['会议频次', 'Meeting frequency', 'Frecuencia de reuniones']), fields: RULE_FIELDS },
  { title: L(['积分规则', 'Points rule', 'Regla de puntos']), fields: POINTS_FIELDS },
  { title: L(['参数', 'Setting', 'Parámetro']), fields: ['value', 'remark'] },
];

/** A meeting rule shows its meeting fields, a setting its value, a points rule its points: no other kind's. */
export const matterHiddenFields = (values: Record<string, unknown>): string[] =>
  values.category === 'meetingRule'
    ? ['value', ...POINTS_FIELDS]
    : values.category === 'config'
      ? [...RULE_FIELDS, ...POINTS_FIELDS]
      : values.category === 'pointsRule'
        ? [...RULE_FIELDS, 'value']
        : [...RULE_FIELDS, 'value', ...POINTS_FIELDS];

/** bs_matter_info: one matter; a change applies at the next call of the area that reads it. */
export default function MatterDetailPage() {
  return <ResourceDetailPage entity={matterEntity} sections={SECTIONS} hiddenFields={matterHiddenFields} />;
}
