import { DeleteOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Card, Input, Space, Table } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { callsOf, type DetailRecord } from '@/api/resource';
import type { Responder } from '@/contract/resource';
import { DateTimeInput } from '@/components/resource';
import { useCallQuery } from '@/store/use-call';
import { savePart } from './save-part';
import { respondersOf } from './submission-facts';
import { useTaskText } from './texts';
import { formatInstant } from '@/utils/zoned-time';

/** The target's side of an emergency roll-call: which of its members responded, when, and what they did. */
export function RollCallCard({
  record,
  editable,
  onSaved,
}: {
  record: DetailRecord;
  editable: boolean;
  onSaved: () => void;
}) {
  const t = useTaskText();
  const [list, setList] = useState<Responder[]>(respondersOf(record.responders));
  const [draft, setDraft] = useState<Responder>({ name: '', at: new Date().toISOString(), what: '' });
  const [busy, setBusy] = useState(false);

  // Only the editing target picks among its members.
  const roster = useCallQuery(
    callsOf('member').list,
    editable ? { filters: { orgId: record.orgId }, pageSize: 200 } : skipToken,
  );
  const members = useMemo(
    () =>
      (!roster.isError && roster.data?.records ? roster.data.records : []).map((m) => ({
        id: m.id,
        name: String(m.name),
      })),
    [roster.isError, roster.data],
  );

  const add = () => {
    if (!draft.name.trim()) return;
    const member = members.find((m) => m.name === draft.name.trim());
    setList((all) => [...all, { ...draft, name: draft.name.trim(), memberId: member?.id ?? null }]);
    setDraft({ name: '', at: new Date().toISOString(), what: '' });
  };
  const save = async () => {
    setBusy(true);
    if (await savePart('taskSubmission', record, { responders: list }, t('saved'))) onSaved();
    setBusy(false);
  };

  return (
    <Card
      size="small"
      title={`${t('rollCall')} · ${t('headCount', { n: list.length })}`}
      data-testid="roll-call-card"
      extra={
        editable && (
          <Button size="small" type="primary" loading={busy} onClick={() => void save()}>
            {t('saveRollCall')}
          </Button>
        )
      }
    >
      {editable && (
        <Space wrap style={{ marginBottom: 12 }}>
          <AutoComplete
            style={{ width: 160 }}
            aria-label={t('responder')}
            placeholder={t('responder')}
            value={draft.name}
            options={members.filter((m) => !list.some((r) => r.memberId === m.id)).map((m) => ({ value: m.name }))}
            filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            onChange={(name: string) => setDraft((d) => ({ ...d, name }))}
          />
          <DateTimeInput
            value={draft.at}
            onChange={(at) => setDraft((d) => ({ ...d, at: at ?? new Date().toISOString() }))}
          />
          <Input
            style={{ width: 260 }}
            aria-label={t('what')}
            placeholder={t('what')}
            maxLength={500}
            value={draft.what}
            onChange={(e) => setDraft((d) => ({ ...d, what: e.target.value }))}
          />
          <Button onClick={add}>{t('addResponder')}</Button>
        </Space>
      )}
      <Table<Responder>
        size="small"
        rowKey={(r) => `${r.name}-${r.at}`}
        pagination={false}
        dataSource={list}
        columns={[
          { key: 'name', title: t('responder'), dataIndex: 'name' },
          {
            key: 'at',
            title: t('respondedAt'),
            dataIndex: 'at',
            render: (v: string) => formatInstant(v),
          },
          { key: 'what', title: t('what'), dataIndex: 'what' },
          ...(editable
            ? [
                {
                  key: 'x',
                  title: '',
                  width: 48,
                  render: (_: unknown, r: Responder) => (
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => setList((all) => all.filter((x) => x !== r))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
