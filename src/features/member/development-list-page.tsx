import { Tag } from 'antd';
import { memberDevelopmentEntity } from '@/contract/resource';
import { FieldValue, ResourceList, WarningTags, useResourceText } from '@/components/resource';
import { todayInGroupZone } from '@/utils/zoned-time';
import { DevelopmentRegisterButton } from './development-register-button';

/** memberAcceptance: applicants by stage, with the next statutory due date and the rule warnings. */
export default function DevelopmentListPage() {
  const { t } = useResourceText();
  const today = todayInGroupZone();
  return (
    <ResourceList
      entity={memberDevelopmentEntity}
      toolbar={({ access }) => access.export && <DevelopmentRegisterButton thisYear={Number(today.slice(0, 4))} />}
      render={{
        nextDueOn: (record, field) =>
          typeof record.nextDueOn === 'string' && record.nextDueOn < today ? (
            <Tag color="red">{record.nextDueOn}</Tag>
          ) : (
            <FieldValue field={field} record={record} />
          ),
      }}
      columns={[
        {
          after: 'nextDueOn',
          column: { key: 'warnings', title: t('warnings'), render: (_: unknown, r) => <WarningTags record={r} /> },
        },
      ]}
    />
  );
}
