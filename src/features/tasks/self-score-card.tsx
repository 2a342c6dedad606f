import { Button, Card, InputNumber, Tooltip } from 'antd';
import { useState } from 'react';
import type { DetailRecord } from '@/api/resource';
import { sumScores, type IndicatorScore } from '@/contract/resource';
import { IndicatorTable, indicatorRowsOf } from './indicator-table';
import { savePart } from './save-part';
import { scoresOf } from './submission-facts';
import { useTaskText } from './texts';
import { colon } from '@/contract';
import { useAppSelector } from '@/store/hooks';

interface Measured {
  indicatorId: number;
  rate: number;
  suggested: number;
}

/** The branch's self assessment per indicator (at most its points), next to what the system measured. */
export function SelfScoreCard({
  record,
  editable,
  onSaved,
}: {
  record: DetailRecord;
  editable: boolean;
  onSaved: () => void;
}) {
  const t = useTaskText();
  const language = useAppSelector((s) => s.app.language);
  const rows = indicatorRowsOf(record);
  const measured = (Array.isArray(record.measured) ? record.measured : []) as Measured[];
  const [scores, setScores] = useState<IndicatorScore[]>(scoresOf(record.selfScores));
  const [busy, setBusy] = useState(false);
  if (!rows.length) return null;
  const scoreOf = (id: number) => scores.find((s) => s.indicatorId === id)?.score ?? null;
  const save = async () => {
    setBusy(true);
    if (await savePart('taskSubmission', record, { selfScores: scores }, t('saved'))) onSaved();
    setBusy(false);
  };
  return (
    <Card
      size="small"
      title={t('selfScore')}
      extra={
        editable && (
          <Button size="small" type="primary" loading={busy} onClick={() => void save()}>
            {t('saveScores')}
          </Button>
        )
      }
      data-testid="self-score-card"
    >
      <IndicatorTable
        rows={rows}
        extra={[
          ...(measured.length
            ? [
                {
                  title: t('measured'),
                  render: (r: { indicatorId: number }) => {
                    const m = measured.find((x) => x.indicatorId === r.indicatorId);
                    return m ? <Tooltip title={`${Math.round(m.rate * 1000) / 10}%`}>{m.suggested}</Tooltip> : '—';
                  },
                },
              ]
            : []),
          {
            title: t('selfScore'),
            render: (r) =>
              editable ? (
                <InputNumber
                  size="small"
                  aria-label={`${t('selfScore')} ${r.name}`}
                  min={0}
                  max={r.points}
                  step={0.5}
                  value={scoreOf(r.indicatorId)}
                  onChange={(v) =>
                    setScores((all) => [
                      ...all.filter((s) => s.indicatorId !== r.indicatorId),
                      ...(v === null ? [] : [{ indicatorId: r.indicatorId, score: Number(v) }]),
                    ])
                  }
                />
              ) : (
                (scoreOf(r.indicatorId) ?? '—')
              ),
          },
        ]}
        footer={`${t('total')}${colon(language)}${sumScores(scores)} / ${rows.reduce((s, r) => s + r.points, 0)}`}
      />
    </Card>
  );
}
