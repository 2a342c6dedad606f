import { Alert, Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  appraisalSheet,
  closeFollowUp,
  proposeGrades,
  type AppraisalLine,
  type AppraisalSheet,
} from '@/contract/calls/appraisal';
import { useCallMutation, useCallQuery } from '@/store/use-call';
import { useAppraisalText } from './texts';

const GRADES = ['1', '2', '3', '4'] as const;
type Grade = (typeof GRADES)[number];
const FOLLOW_UPS = ['1', '2', '3'] as const;
type FollowUp = (typeof FOLLOW_UPS)[number];
const UNQUALIFIED = '4';
const BASIC = '3';
const PROPOSING = ['open', 'returned'];

interface Draft {
  grade?: Grade;
  reason?: string;
  followUp?: FollowUp;
}

/**
 * The branch committee's sheet of a round: each member's self-assessment, the tally of the anonymous ballots
 * and the year's points beside the grade the committee proposes (a 不合格 with its reason and follow-up);
 * once approved, the grades as approved and the follow-ups still to do.
 */
export function GradeSheet({ id, canWrite, onChanged }: { id: number; canWrite: boolean; onChanged: () => void }) {
  const { t, gradeName, followUpName } = useAppraisalText();
  const { data, isFetching } = useCallQuery(appraisalSheet, { id });
  const [propose, proposing] = useCallMutation(proposeGrades);
  const [markDone] = useCallMutation(closeFollowUp);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [saved, setSaved] = useState(false);
  if (!data) return <Card loading title={t('sheet')} style={{ marginTop: 16 }} />;
  const editable = canWrite && PROPOSING.includes(data.state);
  const value = (l: AppraisalLine): Draft => ({
    grade: (l.proposedGrade ?? undefined) as Grade | undefined,
    reason: l.reason ?? undefined,
    followUp: (l.followUp ?? undefined) as FollowUp | undefined,
    ...drafts[l.memberId],
  });
  const change = (memberId: number, d: Draft) => {
    setSaved(false);
    setDrafts((x) => ({ ...x, [memberId]: { ...x[memberId], ...d } }));
  };
  const save = async () => {
    const lines = Object.entries(drafts)
      .map(([memberId]) => {
        const l = data.lines.find((x) => x.memberId === Number(memberId))!;
        const v = value(l);
        return v.grade
          ? { memberId: l.memberId, grade: v.grade, reason: v.reason ?? null, followUp: v.followUp ?? null }
          : null;
      })
      .filter((x): x is NonNullable<typeof x> => x !== null);
    if (!lines.length) return;
    // A refusal (the cap, a missing reason, a stale version) is shown by the request layer's toast.
    await propose({ id: data.id, version: data.version, lines })
      .unwrap()
      .then(() => {
        setDrafts({});
        setSaved(true);
        onChanged();
      })
      .catch(() => undefined);
  };
  const excellent = data.lines.filter((l) => value(l).grade === '1').length;
  // Reasons and follow-ups only where a grade needs them, the approved grade once there is one: the sheet fits a screen.
  const needsReason = data.lines.some((l) => [BASIC, UNQUALIFIED].includes(value(l).grade ?? '') || l.reason);
  const needsFollowUp = data.lines.some((l) => value(l).grade === UNQUALIFIED || l.followUp);
  const approved = data.lines.some((l) => l.finalGrade);
  const tallyColumns = GRADES.map((g) => ({
    key: `tally-${g}`,
    title: gradeName(g),
    width: g === BASIC ? 124 : 100,
    align: 'center' as const,
    render: (_: unknown, l: AppraisalLine) => l.tally[g] ?? 0,
  }));
  return (
    <Card title={t('sheet')} style={{ marginTop: 16 }} data-testid="grade-sheet">
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag color="blue">{t('turnout', { n: data.ballots, m: data.electorate })}</Tag>
        <Tag color={excellent > data.excellentAllowed ? 'red' : 'gold'}>
          {t('cap', { p: data.excellentPercent, n: data.excellentAllowed })}
        </Tag>
        {editable && (
          <Button type="primary" onClick={save} loading={proposing.isLoading} disabled={!Object.keys(drafts).length}>
            {t('save')}
          </Button>
        )}
        {saved && <Alert type="success" showIcon title={t('saved')} style={{ padding: '2px 8px' }} />}
      </Space>
      <Table<AppraisalLine>
        size="small"
        rowKey="memberId"
        loading={isFetching}
        pagination={false}
        dataSource={data.lines}
        aria-label={t('sheet')}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'name', title: t('name'), dataIndex: 'name', width: 100, fixed: 'left' },
          {
            key: 'self',
            title: t('selfAssessment'),
            width: 240,
            render: (_, l) =>
              l.selfAssessment ? (
                <Typography.Paragraph ellipsis={{ rows: 2, tooltip: l.selfAssessment }} style={{ margin: 0 }}>
                  {l.selfAssessment}
                </Typography.Paragraph>
              ) : (
                <span className="muted">{t('notWritten')}</span>
              ),
          },
          { key: 'tally', title: t('tally'), children: tallyColumns },
          { key: 'points', title: t('points'), width: 96, align: 'center', render: (_, l) => l.points ?? '' },
          {
            key: 'proposed',
            title: t('proposed'),
            width: 170,
            render: (_, l) =>
              editable ? (
                <Select<Grade>
                  aria-label={`${t('proposed')} ${l.name}`}
                  placeholder={t('choose')}
                  style={{ width: '100%' }}
                  value={value(l).grade}
                  options={GRADES.map((g) => ({ value: g, label: gradeName(g) }))}
                  onChange={(grade) => change(l.memberId, { grade })}
                />
              ) : l.proposedGrade ? (
                gradeName(l.proposedGrade)
              ) : (
                ''
              ),
          },
          ...(needsReason
            ? [
                {
                  key: 'reason',
                  title: t('reason'),
                  width: 220,
                  render: (_: unknown, l: AppraisalLine) => {
                    const v = value(l);
                    const needs = v.grade === UNQUALIFIED || v.grade === BASIC;
                    return editable && needs ? (
                      <Input
                        aria-label={`${t('reason')} ${l.name}`}
                        maxLength={500}
                        value={v.reason}
                        onChange={(e) => change(l.memberId, { reason: e.target.value })}
                      />
                    ) : (
                      (l.reason ?? '')
                    );
                  },
                },
              ]
            : []),
          ...(needsFollowUp
            ? [
                {
                  key: 'followUp',
                  title: t('followUp'),
                  width: 190,
                  render: (_: unknown, l: AppraisalLine) => {
                    const v = value(l);
                    if (editable && v.grade === UNQUALIFIED)
                      return (
                        <Select<FollowUp>
                          aria-label={`${t('followUp')} ${l.name}`}
                          placeholder={t('choose')}
                          style={{ width: '100%' }}
                          value={v.followUp}
                          options={FOLLOW_UPS.map((f) => ({ value: f, label: followUpName(f) }))}
                          onChange={(followUp) => change(l.memberId, { followUp })}
                        />
                      );
                    return l.followUp ? followUpName(l.followUp) : '';
                  },
                },
              ]
            : []),
          ...(approved
            ? [
                {
                  key: 'final',
                  title: t('final'),
                  width: 170,
                  render: (_: unknown, l: AppraisalLine) => (
                    <Space size={4} wrap>
                      {l.finalGrade && (
                        <Tag color={l.finalGrade === UNQUALIFIED ? 'red' : undefined}>{gradeName(l.finalGrade)}</Tag>
                      )}
                      {l.finalGrade === UNQUALIFIED &&
                        (l.followUpDoneOn ? (
                          <span>{t('doneOn', { d: l.followUpDoneOn })}</span>
                        ) : (
                          canWrite && (
                            <Button
                              size="small"
                              onClick={() =>
                                markDone({ id: data.id, memberId: l.memberId, version: data.version })
                                  .unwrap()
                                  .then(onChanged)
                                  .catch(() => undefined)
                              }
                            >
                              {t('followUpDone')}
                            </Button>
                          )
                        ))}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

export type { AppraisalSheet };
