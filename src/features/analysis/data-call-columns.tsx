import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { toastError, toastSuccess } from '@/api/notify';
import { resourceApi, type DetailRecord } from '@/api/resource';
import { wordIn } from '@/contract/messages';
import { columnsProblem, type DataCallColumn } from '@/contract/resource/data-call-rules';
import { DictSelect } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { useDataCallText } from './data-call-texts';

/** The next free key: c1, c2 ... (what the rows are keyed by; never shown). */
const nextKey = (columns: DataCallColumn[]) => {
  for (let i = 1; ; i++) if (!columns.some((c) => c.key === `c${i}`)) return `c${i}`;
};

/** The columns of a data call's form: listed, and edited while it is a draft. */
export function DataCallColumns({
  record,
  canEdit,
  onSaved,
}: {
  record?: DetailRecord;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t, language } = useDataCallText();
  const dicts = useAppSelector((s) => s.dictionary.dicts);
  const kindLabel = (kind: string) =>
    (dicts.dataCallColumnKind ?? []).find((i) => String(i.value) === kind)?.label ?? kind;
  const stored = (record?.columns as DataCallColumn[] | null) ?? [];
  const [draft, setDraft] = useState<DataCallColumn[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record)
    return (
      <Card size="small" title={t('columns')}>
        <span className="muted">{t('saveFirst')}</span>
      </Card>
    );
  const editing = draft !== null;
  const set = (i: number, patch: Partial<DataCallColumn>) =>
    setDraft((d) => d!.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const save = async () => {
    const problem = columnsProblem(draft);
    if (problem) return toastError(wordIn(problem, language));
    setBusy(true);
    try {
      await resourceApi.save('dataCall', { ...record, columns: draft });
      toastSuccess(t('saved'));
      setDraft(null);
      onSaved();
    } catch (error) {
      toastError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const dictOptions = Object.entries(dicts)
    .filter(([, items]) => items.length > 0 && items.length <= 60)
    .map(([name, items]) => ({
      value: name,
      label: `${items
        .slice(0, 3)
        .map((i) => i.label)
        .join('、')}${items.length > 3 ? '…' : ''}（${name}）`,
    }));
  const rows = editing ? draft : stored;
  return (
    <Card
      size="small"
      title={t('columns')}
      extra={
        canEdit &&
        (editing ? (
          <Space>
            <Button onClick={() => setDraft(null)}>{t('cancel')}</Button>
            <Button type="primary" loading={busy} onClick={() => void save()}>
              {t('saveColumns')}
            </Button>
          </Space>
        ) : (
          <Button onClick={() => setDraft(stored.map((c) => ({ ...c })))}>{t('editColumns')}</Button>
        ))
      }
    >
      <Table<DataCallColumn>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('noColumns') }}
        columns={[
          {
            key: 'label',
            title: t('columnLabel'),
            render: (_, c, i) =>
              editing ? (
                <Input
                  aria-label={`${t('columnLabel')} ${i + 1}`}
                  value={c.label}
                  maxLength={50}
                  onChange={(e) => set(i, { label: e.target.value })}
                />
              ) : (
                c.label
              ),
          },
          {
            key: 'kind',
            title: t('columnKind'),
            width: 140,
            render: (_, c, i) =>
              editing ? (
                <DictSelect
                  aria-label={`${t('columnKind')} ${i + 1}`}
                  dict="dataCallColumnKind"
                  value={c.kind}
                  onChange={(v) => set(i, { kind: (v as DataCallColumn['kind']) ?? 'text' })}
                />
              ) : (
                kindLabel(c.kind)
              ),
          },
          {
            key: 'dict',
            title: t('columnDict'),
            render: (_, c, i) =>
              c.kind !== 'dict' ? null : editing ? (
                <Select
                  aria-label={`${t('columnDict')} ${i + 1}`}
                  showSearch
                  style={{ width: '100%' }}
                  value={c.dict ?? undefined}
                  options={dictOptions}
                  optionFilterProp="label"
                  onChange={(v) => set(i, { dict: v })}
                />
              ) : (
                (dictOptions.find((o) => o.value === c.dict)?.label ?? c.dict)
              ),
          },
          {
            key: 'required',
            title: t('required'),
            width: 80,
            render: (_, c, i) => (
              <Checkbox
                aria-label={`${t('required')} ${i + 1}`}
                checked={c.required === true}
                disabled={!editing}
                onChange={(e) => set(i, { required: e.target.checked })}
              />
            ),
          },
          ...(editing
            ? [
                {
                  key: 'remove',
                  width: 60,
                  render: (_: unknown, _c: DataCallColumn, i: number) => (
                    <Button
                      type="text"
                      danger
                      aria-label={`${t('remove')} ${i + 1}`}
                      icon={<DeleteOutlined />}
                      onClick={() => setDraft((d) => d!.filter((_x, j) => j !== i))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <Button
          style={{ marginTop: 8 }}
          icon={<PlusOutlined />}
          onClick={() => setDraft((d) => [...d!, { key: nextKey(d!), label: '', kind: 'text', required: false }])}
        >
          {t('addColumn')}
        </Button>
      )}
    </Card>
  );
}
