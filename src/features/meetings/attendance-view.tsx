import { Table, Tag } from 'antd';
import type { DetailRecord } from '@/api/resource';
import type { Absence } from '@/contract/resource';
import { useMeetingText } from './texts';
import { formatInstant } from '@/utils/zoned-time';
import { useSelfCheckIns } from './use-self-check-ins';
import type { GatheringKind } from '@/contract/check-in';

interface Line {
  id: number;
  name: string;
  present: boolean;
  reason: string | null;
  withoutLeave: boolean;
  madeUpAt: string | null | undefined;
}

/** Who was expected, who came, who was absent and why, and (for a meeting) who has made up since. */
export function AttendanceView({
  record,
  makeUp,
  kind = 'meeting',
}: {
  record: DetailRecord;
  makeUp: boolean;
  kind?: GatheringKind;
}) {
  const { t } = useMeetingText();
  const selfCheckedIn = useSelfCheckIns(kind, record.id as number | undefined);
  const people = (record.people ?? {}) as Record<string, string>;
  const present = (record.present ?? []) as number[];
  const absent = (record.absent ?? []) as Absence[];
  const makeUps = (record.makeUps ?? []) as { memberId: number; studiedAt: string | null }[];
  const lines: Line[] = ((record.expected ?? []) as number[]).map((id) => ({
    id,
    name: people[id] ?? String(id),
    present: present.includes(id),
    reason: absent.find((a) => a.memberId === id)?.reason ?? null,
    withoutLeave: Boolean(absent.find((a) => a.memberId === id)?.withoutLeave),
    madeUpAt: makeUps.find((m) => m.memberId === id)?.studiedAt,
  }));
  if (!lines.length) return <span className="muted">—</span>;
  return (
    <Table<Line>
      rowKey="id"
      size="small"
      data-testid="attendance-view"
      pagination={false}
      dataSource={lines}
      columns={[
        {
          key: 'name',
          title: t('member'),
          render: (_, l) => (
            <>
              {l.name}
              {selfCheckedIn.has(l.id) && <Tag color="blue">{t('selfCheckedIn')}</Tag>}
            </>
          ),
        },
        {
          key: 'status',
          title: t('status'),
          render: (_, l) =>
            l.present ? (
              <Tag color="green">{t('present')}</Tag>
            ) : l.reason !== null ? (
              <Tag color={l.withoutLeave ? 'red' : 'orange'}>{t(l.withoutLeave ? 'withoutLeave' : 'absent')}</Tag>
            ) : (
              <Tag>{t('unrecorded')}</Tag>
            ),
        },
        { key: 'reason', title: t('reason'), render: (_, l) => l.reason ?? '' },
        ...(makeUp
          ? [
              {
                key: 'makeUp',
                title: t('makeUp'),
                render: (_: unknown, l: Line) =>
                  l.reason === null ? null : l.madeUpAt ? (
                    <Tag color="green">{t('madeUp', { at: formatInstant(l.madeUpAt, 'YYYY-MM-DD') })}</Tag>
                  ) : l.madeUpAt === null ? (
                    <Tag color="red">{t('notMadeUp')}</Tag>
                  ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}
