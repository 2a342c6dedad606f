import { Alert, Button, Card, Input, Space, Spin, Table } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { callsOf, type DetailRecord, type ResourceRecord } from '@/api/resource';
import { ENTITY_BY_NAME, EVIDENCE_SOURCES, type EvidenceLink } from '@/contract/resource';
import { FieldValue, useResourceText } from '@/components/resource';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setPartySearch } from '@/store/party-search-slice';
import { useCallQuery } from '@/store/use-call';
import { reportRouteOf } from '@/contract/task-report-routes';
import { savePart } from './save-part';
import { EvidenceList, linksOf } from './submission-facts';
import { useTaskText } from './texts';
import { useDetailId } from './use-detail-id';

const NO_ROWS: ResourceRecord[] = [];

/** Records of one entity that the submitting organisation owns, through the generic list filtered on its owner. */
function usePickable(entityName: string | undefined, orgId: unknown, keyword: string) {
  const def = entityName ? ENTITY_BY_NAME[entityName] : undefined;
  const query = useMemo(() => {
    if (!def || typeof orgId !== 'number') return skipToken;
    const owner = def.fields.find((f) => f.name === def.owner[0]);
    const title = def.fields.find((f) => f.name === def.titleField);
    const filters: Record<string, unknown> = owner?.filter ? { [owner.name]: orgId } : {};
    if (keyword && title?.filter === 'like') filters[title.name] = keyword;
    return { filters, pageSize: 100 };
  }, [def, orgId, keyword]);
  // Without an entity the declaration is any one's: the query is skipped then.
  const answer = useCallQuery(callsOf(def?.name ?? 'taskSubmission').list, query);
  return { def, rows: (!answer.isError && answer.data?.records) || NO_ROWS, loading: answer.isFetching };
}

/**
 * relationReport, relationToclass, relationPdactiv: pick records of the organisation's own (summaries,
 * meetings, themed activities) as evidence of a submission; changeRelation: unlink what is linked.
 */
export default function RelationPage() {
  const t = useTaskText();
  const { label, t: resourceText } = useResourceText();
  const { id } = useDetailId();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const keyword = String(useAppSelector((s) => s.partySearch.checkInfoFilter.keyword) ?? '');
  const route = pathname.split('/').pop() ?? '';
  const entityName = EVIDENCE_SOURCES[route];
  const changing = route === 'changeRelation';
  const submission = useCallQuery(callsOf('taskSubmission').get, id ? { id } : skipToken);
  const record: DetailRecord | null = (id && submission.currentData) || null;
  // No report named, or one that could not be read: said, not a spinner for ever.
  const missing = !id || submission.isError;
  const [chosen, setChosen] = useState<React.Key[]>([]);
  const [busy, setBusy] = useState(false);
  const { def, rows, loading } = usePickable(entityName, record?.orgId, keyword);
  const links = linksOf(record?.evidence);

  const back = () => navigate(`${reportRouteOf(record?.taskType)}?id=${id}`);
  const keyOf = (l: Pick<EvidenceLink, 'entity' | 'id'>) => `${l.entity}:${l.id}`;
  const pickable = useMemo(
    () => rows.filter((r) => !links.some((l) => l.entity === def?.name && l.id === r.id)),
    [rows, links, def],
  );

  const save = async () => {
    if (!record) return;
    setBusy(true);
    const next = changing
      ? links.filter((l) => !chosen.includes(keyOf(l)))
      : [
          ...links,
          ...pickable
            .filter((r) => chosen.includes(r.id))
            .map((r) => ({ entity: def!.name, id: r.id, title: String(r[def!.titleField] ?? '') })),
        ];
    if (await savePart('taskSubmission', record, { evidence: next }, t('linked'))) back();
    setBusy(false);
  };

  if (!record && missing)
    return <Alert type="warning" showIcon title={resourceText('notFound')} style={{ margin: 24 }} />;
  if (!record) return <Spin style={{ display: 'block', margin: 48 }} />;
  const title = changing ? t('changeLinks') : def ? label(def.label) : route;
  return (
    <Card
      size="small"
      title={`${title} · ${String(record.taskIdName ?? '')}`}
      data-testid="relation-page"
      extra={
        <Space>
          <Button type="primary" loading={busy} disabled={!chosen.length} onClick={() => void save()}>
            {changing ? t('unlink') : t('link')}
          </Button>
          <Button onClick={back}>{label({ zh: '返回', en: 'Back', es: 'Volver' })}</Button>
        </Space>
      }
    >
      {changing ? (
        <Table<EvidenceLink>
          size="small"
          rowKey={keyOf}
          pagination={false}
          dataSource={links}
          rowSelection={{ selectedRowKeys: chosen, onChange: setChosen }}
          columns={[
            {
              key: 'entity',
              title: t('evidence'),
              dataIndex: 'entity',
              render: (e: string) => (ENTITY_BY_NAME[e] ? label(ENTITY_BY_NAME[e].label) : e),
            },
            { key: 'title', title: t('record'), dataIndex: 'title' },
          ]}
        />
      ) : !def ? (
        <>
          <Alert type="info" showIcon title={t('notAvailable')} style={{ marginBottom: 12 }} />
          <EvidenceList links={links} />
        </>
      ) : (
        <>
          <Input.Search
            allowClear
            style={{ maxWidth: 320, marginBottom: 12 }}
            defaultValue={keyword}
            aria-label={label({ zh: '关键字', en: 'Keyword', es: 'Palabra clave' })}
            onSearch={(v) => dispatch(setPartySearch({ checkInfoFilter: { keyword: v } }))}
          />
          <Table<ResourceRecord>
            size="small"
            rowKey="id"
            loading={loading}
            dataSource={pickable}
            rowSelection={{ selectedRowKeys: chosen, onChange: setChosen }}
            columns={def.fields
              .filter((f) => f.list)
              .slice(0, 5)
              .map((f) => ({
                key: f.name,
                title: label(f.label),
                render: (_: unknown, r: ResourceRecord) => <FieldValue field={f} record={r} />,
              }))}
          />
        </>
      )}
    </Card>
  );
}
