import { Card, Empty, Tag, Timeline } from 'antd';
import { callsOf } from '@/api/resource';
import { labelIn } from '@/components/resource';
import { membershipEventEntity } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';
import { useCallQuery } from '@/store/use-call';

const TEXT = {
  document: ['文号', 'Document', 'Documento'],
  pending: ['待审核', 'Awaiting review', 'Pendiente de revisión'],
} as const;
const INDEX = { zh: 0, en: 1, es: 2 } as const;

/** A member's standing through the years: each change with its effective date, oldest first. */
export function MembershipTimeline({ memberId }: { memberId: number }) {
  const language = useAppSelector((s) => s.app.language);
  const kinds = useAppSelector((s) => s.dictionary.lookup.membershipEventKind) ?? {};
  const { data } = useCallQuery(callsOf(membershipEventEntity.name).list, {
    pageSize: 200,
    filters: { memberId },
    sort: { field: 'effectiveOn', order: 'asc' },
  });
  const events = data?.records ?? [];
  const t = (k: keyof typeof TEXT) => TEXT[k][INDEX[language]];
  return (
    <Card
      size="small"
      title={labelIn(membershipEventEntity.label, language)}
      style={{ marginTop: 16 }}
      data-testid="membership-timeline"
    >
      {events.length ? (
        <Timeline
          items={events.map((e) => ({
            key: String(e.id),
            color: e.state === 'approved' ? 'blue' : 'gray',
            content: (
              <div>
                <strong>{String(e.effectiveOn ?? '')}</strong> {kinds[String(e.kind)] ?? String(e.kind)}
                {e.state !== 'approved' && <Tag style={{ marginLeft: 8 }}>{t('pending')}</Tag>}
                {e.documentNo ? <div>{`${t('document')}: ${String(e.documentNo)}`}</div> : null}
                {e.reason ? <div>{String(e.reason)}</div> : null}
              </div>
            ),
          }))}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}
