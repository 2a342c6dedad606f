import { DeleteOutlined, DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { dataCallApi } from '@/api/data-calls';
import type { ImportRefusal } from '@/api/import-sheet';
import { toastError, toastSuccess } from '@/api/notify';
import type { DetailRecord } from '@/api/resource';
import { columnField, type DataCallColumn, type DataCallRow } from '@/contract/resource/data-call-rules';
import { FieldInput, FieldValue } from '@/components/resource';
import { ImportDialog } from '@/components/import-dialog';
import { wordingsIn } from '@/components/use-texts';
import { DATA_CALL_TEXTS, useDataCallText } from './data-call-texts';

/** Read by assistive technology, not shown. */
const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const blankRow = (columns: DataCallColumn[]): DataCallRow => Object.fromEntries(columns.map((c) => [c.key, null]));

/**
 * A reply's rows under the form's columns: read by everyone who reads the reply, filled on screen or by
 * the form's template while the reply is the organisation's to fill (not submitted, or returned).
 */
export function DataCallRows({
  record,
  canFill,
  onSaved,
}: {
  record: DetailRecord;
  canFill: boolean;
  onSaved: () => void;
}) {
  const { t, language } = useDataCallText();
  const columns = (record.columns as DataCallColumn[] | null) ?? [];
  const stored = (record.rows as DataCallRow[] | null) ?? [];
  const many = record.rowMode === 'many';
  const [draft, setDraft] = useState<DataCallRow[] | null>(null);
  const [refused, setRefused] = useState<ImportRefusal[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const editing = draft !== null;
  const shown = (editing ? draft : stored).map((r, i) => ({ ...r, _n: i + 1 }));

  const startEditing = () => {
    setRefused(null);
    setDraft(stored.length ? stored.map((r) => ({ ...r })) : [blankRow(columns)]);
  };
  const save = async () => {
    setBusy(true);
    try {
      const outcome = await dataCallApi.fill(record.id, record.version, draft!);
      if (outcome.refused) return setRefused(outcome.refused);
      toastSuccess(t('saved'));
      setRefused(null);
      setDraft(null);
      onSaved();
    } catch (error) {
      toastError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const set = (i: number, key: string, value: unknown) =>
    setDraft((d) => d!.map((r, j) => (j === i ? { ...r, [key]: (value as string | number | null) ?? null } : r)));

  return (
    <Card
      size="small"
      title={t('rows')}
      data-testid="data-call-rows"
      extra={
        canFill && (
          <Space wrap>
            {editing ? (
              <>
                <Button onClick={() => (setDraft(null), setRefused(null))}>{t('cancel')}</Button>
                <Button type="primary" loading={busy} onClick={() => void save()}>
                  {t('saveRows')}
                </Button>
              </>
            ) : (
              <>
                <Button onClick={startEditing}>{t('editRows')}</Button>
                <Button
                  icon={<DownloadOutlined />}
                  onClick={() =>
                    dataCallApi.template(record.id, String(record.title)).catch((e: Error) => toastError(e.message))
                  }
                >
                  {t('template')}
                </Button>
                <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
                  {t('upload')}
                </Button>
              </>
            )}
          </Space>
        )
      }
    >
      {refused && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('refusedTitle')}
          description={
            <ul className="resource-warnings">
              {refused.map((r) => (
                <li key={`${r.row}-${r.field}-${r.message}`}>{`${t('row')} ${r.row} · ${r.field}：${r.message}`}</li>
              ))}
            </ul>
          }
        />
      )}
      <Table<DataCallRow & { _n: number }>
        size="small"
        rowKey="_n"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={shown}
        locale={{ emptyText: t('noRows') }}
        columns={[
          { key: '_n', title: t('row'), width: 56, render: (_, r) => r._n },
          ...columns.map((c) => {
            const field = columnField(c);
            return {
              key: c.key,
              title: `${c.label}${c.required ? ' *' : ''}`,
              render: (_: unknown, r: DataCallRow & { _n: number }) =>
                editing ? (
                  <div style={{ minWidth: c.kind === 'text' ? 180 : 140 }}>
                    {/* Each cell's input is named by its column and row, for whoever cannot see the grid. */}
                    <label htmlFor={`cell-${c.key}-${r._n}`} style={HIDDEN}>{`${c.label} ${r._n}`}</label>
                    <FieldInput
                      field={field}
                      id={`cell-${c.key}-${r._n}`}
                      value={r[c.key]}
                      onChange={(v) => set(r._n - 1, c.key, v)}
                    />
                  </div>
                ) : (
                  <FieldValue field={field} record={r} />
                ),
            };
          }),
          ...(editing && many
            ? [
                {
                  key: '_remove',
                  width: 56,
                  render: (_: unknown, r: DataCallRow & { _n: number }) => (
                    <Button
                      type="text"
                      danger
                      aria-label={`${t('remove')} ${r._n}`}
                      icon={<DeleteOutlined />}
                      onClick={() => setDraft((d) => d!.filter((_x, j) => j !== r._n - 1))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && many && (
        <Button
          style={{ marginTop: 8 }}
          icon={<PlusOutlined />}
          onClick={() => setDraft((d) => [...d!, blankRow(columns)])}
        >
          {t('addRow')}
        </Button>
      )}
      <ImportDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onImported={onSaved}
        texts={wordingsIn(
          {
            title: DATA_CALL_TEXTS.importTitle,
            hint: DATA_CALL_TEXTS.importHint,
            template: DATA_CALL_TEXTS.template,
            choose: DATA_CALL_TEXTS.choose,
            run: DATA_CALL_TEXTS.run,
            imported: DATA_CALL_TEXTS.imported,
            refused: DATA_CALL_TEXTS.refused,
            row: DATA_CALL_TEXTS.row,
            field: DATA_CALL_TEXTS.field,
            message: DATA_CALL_TEXTS.message,
          },
          language,
        )}
        fields={[]}
        upload={(file) => dataCallApi.upload(record.id, record.version, file)}
        downloadTemplate={() => dataCallApi.template(record.id, String(record.title))}
      />
    </Card>
  );
}
