import { L, matterEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';

const RULE_FIELDS = ['meetingType', 'period', 'times', 'orgTypes', 'exemptOrgIds'];

const SECTIONS: DetailSection[] = [
  { title: L(['事项', 'Matter', 'Asunto']), fields: ['code', 'name', 'category', 'sort', 'enabled'] },
  { title: L(['会议频次', 'Meeting frequency', 'Frecuencia de reuniones']), fields: RULE_FIELDS },
  { title: L(['参数', 'Setting', 'Parámetro']), fields: ['value', 'remark'] },
];

/** A meeting rule shows its meeting fields, a setting its value: the other kind's fields do not apply. */
export const matterHiddenFields = (values: Record<string, unknown>): string[] =>
  values.category === 'meetingRule'
    ? ['value']
    : values.category === 'config'
      ? RULE_FIELDS
      : [...RULE_FIELDS, 'value'];

/** bs_matter_info: one matter; a change applies at the next call of the area that reads it. */
export default function MatterDetailPage() {
  return <ResourceDetailPage entity={matterEntity} sections={SECTIONS} hiddenFields={matterHiddenFields} />;
}
