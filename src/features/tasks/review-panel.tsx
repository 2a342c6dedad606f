import { Button, Card, Checkbox, Input, InputNumber, Space } from 'antd';
import { useEffect, useState } from 'react';
import { toastSuccess } from '@/api/notify';
import { resourceApi, type DetailRecord } from '@/api/resource';
import { sumScores, type IndicatorScore } from '@/contract/resource';
import { SignaturePad } from '@/components/signature-pad';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { setShowCanvas, setShowPishi } from '@/store/show-slice';
import { IndicatorTable, indicatorRowsOf } from './indicator-table';
import { scoresOf } from './submission-facts';
import { useTaskText } from './texts';
import { colon } from '@/contract';

/**
 * The issuing level's review of one submission: a score per indicator (at most its points), an
 * instruction (批示, isShowPishi), a handwritten signature (isShowCanvas), then pass or return.
 */
export function ReviewPanel({ record, onDone }: { record: DetailRecord; onDone: () => void }) {
  const t = useTaskText();
  const dispatch = useAppDispatch();
  const { isShowPishi, isShowCanvas } = useAppSelector((s) => s.show);
  const language = useAppSelector((s) => s.app.language);
  const rows = indicatorRowsOf(record);
  const [scores, setScores] = useState<IndicatorScore[]>(() =>
    scoresOf(record.selfScores).filter((s) => rows.some((r) => r.indicatorId === s.indicatorId)),
  );
  const [total, setTotal] = useState<number | null>(null);
  const [pishi, setPishi] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [highlight, setHighlight] = useState(false);
  const [busy, setBusy] = useState(false);

  // The show state belongs to this screen: leave it closed for the next review.
  useEffect(
    () => () => {
      dispatch(setShowPishi(false));
      dispatch(setShowCanvas(false));
    },
    [dispatch],
  );

  const scoreOf = (id: number) => scores.find((s) => s.indicatorId === id)?.score ?? null;
  const setScore = (id: number, v: number | null) =>
    setScores((all) => [
      ...all.filter((s) => s.indicatorId !== id),
      ...(v === null ? [] : [{ indicatorId: id, score: v }]),
    ]);
  const complete = rows.length ? rows.every((r) => scoreOf(r.indicatorId) !== null) : true;

  const move = async (action: 'approve' | 'return') => {
    setBusy(true);
    try {
      const scoring = action === 'approve' ? (rows.length ? { scores } : total !== null ? { score: total } : {}) : {};
      await resourceApi.transition('taskSubmission', {
        id: record.id,
        version: record.version,
        action,
        opinion: pishi.trim() || null,
        signature,
        highlight,
        ...scoring,
      });
      toastSuccess(t('reviewed'));
      onDone();
    } catch {
      // The request layer showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={t('review')} data-testid="review-panel">
      {rows.length > 0 ? (
        <IndicatorTable
          rows={rows}
          extra={[
            {
              title: t('selfScore'),
              render: (r) => scoresOf(record.selfScores).find((s) => s.indicatorId === r.indicatorId)?.score ?? '—',
            },
            {
              title: t('reviewScore'),
              render: (r) => (
                <InputNumber
                  size="small"
                  aria-label={`${t('reviewScore')} ${r.name}`}
                  min={0}
                  max={r.points}
                  step={0.5}
                  value={scoreOf(r.indicatorId)}
                  onChange={(v) => setScore(r.indicatorId, v === null ? null : Number(v))}
                />
              ),
            },
          ]}
          footer={
            <span data-testid="review-total">
              {t('total')}
              {colon(language)}
              {sumScores(scores)} / {rows.reduce((s, r) => s + r.points, 0)}
            </span>
          }
        />
      ) : (
        <Space>
          {t('totalScore')}
          <InputNumber
            aria-label={t('totalScore')}
            min={0}
            max={100}
            value={total}
            onChange={(v) => setTotal(v === null ? null : Number(v))}
          />
        </Space>
      )}
      {record.taskType === '2' && (
        <Checkbox style={{ marginTop: 12 }} checked={highlight} onChange={(e) => setHighlight(e.target.checked)}>
          {t('highlight')}
        </Checkbox>
      )}
      <Space style={{ marginTop: 12, display: 'flex' }} wrap>
        <Button
          type={isShowPishi ? 'primary' : 'default'}
          ghost={isShowPishi}
          onClick={() => dispatch(setShowPishi(!isShowPishi))}
        >
          {t('pishi')}
        </Button>
        <Button
          type={isShowCanvas ? 'primary' : 'default'}
          ghost={isShowCanvas}
          onClick={() => dispatch(setShowCanvas(!isShowCanvas))}
        >
          {t('sign')}
        </Button>
      </Space>
      {isShowPishi && (
        <Input.TextArea
          style={{ marginTop: 12 }}
          rows={3}
          maxLength={2000}
          aria-label={t('pishi')}
          placeholder={t('pishiPlaceholder')}
          value={pishi}
          onChange={(e) => setPishi(e.target.value)}
        />
      )}
      {isShowCanvas && (
        <div style={{ marginTop: 12 }}>
          <SignaturePad onChange={setSignature} clearLabel={t('clearSign')} placeholder={t('signHere')} />
        </div>
      )}
      <Space style={{ marginTop: 16, display: 'flex' }}>
        <Button type="primary" loading={busy} disabled={!complete} onClick={() => void move('approve')}>
          {t('pass')}
        </Button>
        <Button
          danger
          loading={busy}
          disabled={!pishi.trim()}
          title={pishi.trim() ? undefined : t('reasonNeeded')}
          onClick={() => void move('return')}
        >
          {t('return')}
        </Button>
      </Space>
    </Card>
  );
}
