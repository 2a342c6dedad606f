import { Card, Table, Typography } from 'antd';
import { ENTITY_BY_NAME, type FieldChange } from '@/contract/resource';
import { displayText, useResourceText } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { systemText } from './texts';

const plain = (v: unknown): string =>
  v === null || v === undefined || v === '' ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** A logged write as a difference: each changed field with its label, what it held before and after. */
export function RecordChanges({ resource, changes }: { resource: string | null; changes: FieldChange[] }) {
  const { language, label } = useResourceText();
  const lookup = useAppSelector((s) => s.dictionary.lookup);
  const def = resource ? ENTITY_BY_NAME[resource] : undefined;
  const fieldOf = (name: string) => def?.fields.find((f) => f.name === name);
  const shown = (name: string, v: unknown) => {
    const field = fieldOf(name);
    if (
      !field ||
      v === null ||
      v === undefined ||
      field.kind === 'org' ||
      field.kind === 'ref' ||
      field.kind === 'orgs' ||
      field.kind === 'refs' ||
      field.kind === 'json'
    )
      return plain(v);
    return displayText(field, { [name]: v }, lookup, language) || plain(v);
  };
  return (
    <Card size="small" title={systemText('changes', language)} className="record-changes">
      {changes.length === 0 ? (
        <Typography.Text type="secondary">{systemText('noChanges', language)}</Typography.Text>
      ) : (
        <Table<FieldChange>
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={changes}
          columns={[
            {
              key: 'field',
              title: systemText('field', language),
              render: (_, c) => (fieldOf(c.field) ? label(fieldOf(c.field)!.label) : c.field),
            },
            {
              key: 'before',
              title: systemText('before', language),
              render: (_, c) => <del className="diff-before">{shown(c.field, c.before)}</del>,
            },
            {
              key: 'after',
              title: systemText('after', language),
              render: (_, c) => <ins className="diff-after">{shown(c.field, c.after)}</ins>,
            },
          ]}
        />
      )}
    </Card>
  );
}
