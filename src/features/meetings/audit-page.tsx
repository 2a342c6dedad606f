import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueueRow } from '@/api/meetings';
import { reviewQueue } from '@/contract/calls/resource';
import {
  ENTITY_BY_NAME,
  activityEntity,
  highlightEntity,
  meetingEntity,
  summaryReportEntity,
} from '@/contract/resource';
import { DateRangeInput, OrgTreeSelect, WorkflowActions } from '@/components/resource';
import { useCallQuery } from '@/store/use-call';
import { StateTag } from './state-tag';
import { useMeetingText } from './texts';
import { formatInstant } from '@/utils/zoned-time';
import { entityRoutes } from '@/contract/entity-routes';

const KINDS = [meetingEntity, activityEntity, summaryReportEntity, highlightEntity];

/** The dictionary of a queued kind's states: its workflow field's own (an inspection's are not the review's). */
const stateDictOf = (entity: string): string | undefined => {
  const def = ENTITY_BY_NAME[entity];
  return def?.workflow ? def.fields.find((f) => f.name === def.workflow!.field)?.dict : undefined;
};

/**
 * dwAudit: what the organisations below submitted and wait for the caller's review, oldest first,
 * by kind, organisation and date; approve or return (with an opinion) in place.
 */
export default function AuditPage() {
  const { t, label } = useMeetingText();
  const navigate = useNavigate();
  const [entity, setEntity] = useState<string | null>(null);
  const [orgId, setOrgId] = useState<number | null>(null);
  const [range, setRange] = useState<[string | null, string | null] | null>(null);
  const [page, setPage] = useState({ current: 1, size: 20 });
  // An approval or a return here, or anywhere else, refetches the queue: it rests on the `workflow` tag.
  const answer = useCallQuery(reviewQueue, {
    entity,
    orgId,
    from: range?.[0] ?? null,
    to: range?.[1] ?? null,
    pageCurrent: page.current,
    pageSize: page.size,
  });
  const data = answer.isError ? undefined : answer.data;
  const { refetch } = answer;
  const reload = () => void refetch();

  return (
    <Card size="small" title={t('queueTitle')} data-testid="review-queue">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          allowClear
          placeholder={t('kind')}
          aria-label={t('kind')}
          style={{ width: 160 }}
          value={entity}
          onChange={(v) => {
            setEntity(v ?? null);
            setPage((p) => ({ ...p, current: 1 }));
          }}
          options={KINDS.map((e) => ({ value: e.name, label: label(e.label) }))}
        />
        <div style={{ width: 240 }}>
          <OrgTreeSelect
            aria-label={t('org')}
            value={orgId}
            onChange={(v) => setOrgId(v ?? null)}
            placeholder={t('org')}
          />
        </div>
        <div style={{ width: 280 }}>
          <DateRangeInput value={range} onChange={(v) => setRange(v)} />
        </div>
        <Button icon={<ReloadOutlined />} aria-label={t('search')} onClick={reload} />
      </Space>
      <Table<QueueRow>
        rowKey={(r) => `${r.entity}-${r.id}`}
        size="middle"
        loading={answer.isFetching}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          {
            key: 'kind',
            title: t('kind'),
            render: (_, r) => label(ENTITY_BY_NAME[r.entity]?.label ?? { zh: r.entity, en: r.entity, es: r.entity }),
          },
          {
            key: 'title',
            title: t('title'),
            render: (_, r) => <a onClick={() => navigate(`${entityRoutes(r.entity).detail}?id=${r.id}`)}>{r.title}</a>,
          },
          { key: 'org', title: t('org'), dataIndex: 'orgIdName' },
          {
            key: 'state',
            title: t('state'),
            render: (_, r) => <StateTag value={r.state} dict={stateDictOf(r.entity)} />,
          },
          {
            key: 'submittedAt',
            title: t('submittedAt'),
            render: (_, r) => formatInstant(r.submittedAt),
          },
          {
            key: 'actions',
            title: t('actions'),
            fixed: 'right',
            render: (_, r) => {
              const def = ENTITY_BY_NAME[r.entity];
              const record = { id: r.id, version: r.version, moves: r.moves, [def.workflow!.field]: r.state };
              return <WorkflowActions entity={def} record={record} onDone={() => undefined} size="small" link />;
            },
          },
        ]}
      />
    </Card>
  );
}
