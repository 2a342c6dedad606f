import { Button, Checkbox, Form, Input, Radio, Space, Table, Tag } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import { callsOf } from '@/api/resource';
import type { Absence } from '@/contract/resource';
import type { CustomInputProps } from '@/components/resource';
import { useLatest } from '@/components/use-latest';
import { useCallQuery } from '@/store/use-call';
import { useMeetingText } from './texts';
import { useSelfCheckIns } from './use-self-check-ins';
import type { GatheringKind } from '@/contract/check-in';

type Mark = 'present' | 'absent' | 'pending' | 'none';
interface Person {
  id: number;
  name: string;
  post?: string;
}

const ids = (v: unknown): number[] => (Array.isArray(v) ? (v as number[]) : []);
const absences = (v: unknown): Absence[] => (Array.isArray(v) ? (v as Absence[]) : []);

/**
 * The `expected` field's widget: the organisation's members, each not expected, expected, present or
 * absent with a reason. It keeps `present` and `absent` (hidden fields of the same form) in step.
 */
export function AttendanceEditor({
  value,
  onChange,
  record,
  kind = 'meeting',
}: CustomInputProps & { kind?: GatheringKind }) {
  const { t } = useMeetingText();
  const selfCheckedIn = useSelfCheckIns(kind, record?.id as number | undefined);
  const form = Form.useFormInstance();
  const orgId = Form.useWatch('orgId', form) as number | undefined;
  const present = ids(Form.useWatch('present', form));
  const absent = absences(Form.useWatch('absent', form));
  const expected = ids(value);
  const members = useCallQuery(
    callsOf('member').list,
    orgId ? { pageSize: 200, filters: { orgId, status: '1' }, sort: { field: 'id', order: 'asc' } } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const page = orgId && !members.isError ? members.currentData : undefined;
  const found = useMemo<Person[]>(
    () => (page?.records ?? []).map((r) => ({ id: r.id, name: String(r.name ?? ''), post: String(r.post ?? '') })),
    [page],
  );
  // Members expected but no longer in the organisation stay listed under the name the record kept.
  const known = (record?.people ?? {}) as Record<string, string>;
  const people: Person[] = page
    ? [
        ...found,
        ...expected
          .filter((id) => !found.some((p) => p.id === id))
          .map((id) => ({ id, name: known[id] ?? String(id) })),
      ]
    : [];

  // A new record expects the whole organisation until the user says otherwise (read when the members come).
  const expectAll = useLatest(() => {
    if (!record && !expected.length) onChange?.(found.map((p) => p.id));
  });
  useEffect(() => {
    if (page) expectAll.current();
  }, [page, expectAll]);

  const markOf = (id: number): Mark =>
    !expected.includes(id)
      ? 'none'
      : present.includes(id)
        ? 'present'
        : absent.some((a) => a.memberId === id)
          ? 'absent'
          : 'pending';
  const write = (nextExpected: number[], nextPresent: number[], nextAbsent: Absence[]) => {
    form.setFieldsValue({ present: nextPresent, absent: nextAbsent });
    onChange?.(nextExpected);
  };
  const mark = (id: number, m: Mark) => {
    const e = m === 'none' ? expected.filter((x) => x !== id) : expected.includes(id) ? expected : [...expected, id];
    const p = present.filter((x) => x !== id).concat(m === 'present' ? [id] : []);
    const a = absent
      .filter((x) => x.memberId !== id)
      .concat(m === 'absent' ? [{ memberId: id, reason: absent.find((x) => x.memberId === id)?.reason ?? '' }] : []);
    write(e, p, a);
  };
  const reason = (id: number, text: string) =>
    write(
      expected,
      present,
      absent.map((a) => (a.memberId === id ? { ...a, reason: text } : a)),
    );
  const withoutLeave = (id: number, on: boolean) =>
    write(
      expected,
      present,
      absent.map((a) =>
        a.memberId !== id ? a : on ? { ...a, withoutLeave: true } : { memberId: a.memberId, reason: a.reason },
      ),
    );

  if (!orgId) return <span className="muted">{t('pickOrgFirst')}</span>;
  return (
    <div data-testid="attendance-editor">
      <Space style={{ marginBottom: 8 }}>
        <Button size="small" onClick={() => write(expected, expected, [])}>
          {t('allPresent')}
        </Button>
        <span className="muted">
          {t('attendanceCount', { e: expected.length, p: present.length })} · {t('absent')} {absent.length}
        </span>
      </Space>
      <Table<Person>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={people}
        columns={[
          {
            key: 'name',
            title: t('member'),
            width: 120,
            render: (_, p) => (
              <>
                {p.name}
                {selfCheckedIn.has(p.id) && <Tag color="blue">{t('selfCheckedIn')}</Tag>}
              </>
            ),
          },
          {
            key: 'mark',
            title: t('status'),
            render: (_, p) => (
              <Radio.Group
                size="small"
                value={markOf(p.id)}
                onChange={(e) => mark(p.id, e.target.value as Mark)}
                aria-label={p.name}
              >
                <Radio.Button value="present">{t('present')}</Radio.Button>
                <Radio.Button value="absent">{t('absent')}</Radio.Button>
                <Radio.Button value="pending">{t('unrecorded')}</Radio.Button>
                <Radio.Button value="none">{t('notExpected')}</Radio.Button>
              </Radio.Group>
            ),
          },
          {
            key: 'reason',
            title: t('reason'),
            render: (_, p) =>
              markOf(p.id) === 'absent' ? (
                <Space.Compact block>
                  <Input
                    size="small"
                    maxLength={200}
                    aria-label={`${t('reason')} ${p.name}`}
                    value={absent.find((a) => a.memberId === p.id)?.reason ?? ''}
                    onChange={(e) => reason(p.id, e.target.value)}
                  />
                  <Checkbox
                    style={{ marginLeft: 8, whiteSpace: 'nowrap' }}
                    aria-label={`${t('withoutLeave')} ${p.name}`}
                    checked={Boolean(absent.find((a) => a.memberId === p.id)?.withoutLeave)}
                    onChange={(e) => withoutLeave(p.id, e.target.checked)}
                  >
                    {t('withoutLeave')}
                  </Checkbox>
                </Space.Compact>
              ) : null,
          },
        ]}
      />
    </div>
  );
}

/** The activity's widget: the same, marking who checked in at the activity. */
export const ActivityAttendanceEditor = (props: CustomInputProps) => <AttendanceEditor {...props} kind="activity" />;
