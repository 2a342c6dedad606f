import { Card, Descriptions, Empty, List, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { ENTITY_BY_NAME, type EvidenceLink, type IndicatorScore, type Responder } from '@/contract/resource';
import type { DetailRecord } from '@/api/resource';
import { useResourceText } from '@/components/resource';
import { useTaskText } from './texts';
import { colon } from '@/contract';
import { useAppSelector } from '@/store/hooks';
import { formatInstant } from '@/utils/zoned-time';
import { entityRoutes } from '@/contract/entity-routes';

/** The task a submission answers, as its target reads it: requirements, issuer, deadline. */
export function TaskBrief({ record }: { record: DetailRecord }) {
  const t = useTaskText();
  const language = useAppSelector((s) => s.app.language);
  const task = record.parent;
  if (!task) return null;
  return (
    <Card size="small" title={`${t('task')}${colon(language)}${String(task.title ?? '')}`} data-testid="task-brief">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'issuer', label: t('issuer'), children: String(record.issuerOrgIdName ?? task.orgIdName ?? '') },
          {
            key: 'deadline',
            label: t('deadline'),
            children: <span data-testid="task-deadline">{String(task.deadline ?? '')}</span>,
          },
          {
            key: 'req',
            label: t('requirements'),
            span: 'filled',
            children: <div style={{ whiteSpace: 'pre-wrap' }}>{String(task.requirements ?? '')}</div>,
          },
        ]}
      />
    </Card>
  );
}

export const scoresOf = (value: unknown): IndicatorScore[] => (Array.isArray(value) ? (value as IndicatorScore[]) : []);
export const linksOf = (value: unknown): EvidenceLink[] => (Array.isArray(value) ? (value as EvidenceLink[]) : []);
export const respondersOf = (value: unknown): Responder[] => (Array.isArray(value) ? (value as Responder[]) : []);

/** Evidence links, each opening its record's own screen where this build has one. */
export function EvidenceList({ links }: { links: EvidenceLink[] }) {
  const t = useTaskText();
  const { label } = useResourceText();
  if (!links.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEvidence')} />;
  return (
    <List
      size="small"
      data-testid="evidence-list"
      dataSource={links}
      renderItem={(l) => {
        const def = ENTITY_BY_NAME[l.entity];
        return (
          <List.Item>
            <Tag>{def ? label(def.label) : l.entity}</Tag>
            {def ? <Link to={`${entityRoutes(def).detail}?id=${l.id}`}>{l.title}</Link> : l.title}
          </List.Item>
        );
      }}
    />
  );
}

/** The members who answered an emergency roll-call. */
export function ResponderTable({ responders }: { responders: Responder[] }) {
  const t = useTaskText();
  return (
    <Table<Responder>
      size="small"
      rowKey={(r) => `${r.name}-${r.at}`}
      pagination={false}
      dataSource={responders}
      title={() => t('headCount', { n: responders.length })}
      columns={[
        { key: 'name', title: t('responder'), dataIndex: 'name' },
        {
          key: 'at',
          title: t('respondedAt'),
          dataIndex: 'at',
          render: (v: string) => formatInstant(v),
        },
        { key: 'what', title: t('what'), dataIndex: 'what' },
      ]}
    />
  );
}
