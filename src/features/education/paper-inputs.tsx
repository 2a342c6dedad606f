import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import type { FixedQuestion, PaperRule } from '@/contract/resource/exam-rules';
import { RefSelect } from '@/components/resource';
import { QUESTION_KINDS, type QuestionKind } from './texts';
import { useEduTexts, useKindWords } from './use-channel';

interface ValueProps<T> {
  value?: T | null;
  onChange?: (value: T) => void;
  id?: string;
  /** Stems of the questions already on the paper (the record's questionStems). */
  stems?: Record<string, string>;
}

/** A fixed paper: questions of the bank in order, each with its points. Shown only for paperMode 'fixed'. */
export function FixedPaperInput({ value, onChange, id, stems = {} }: ValueProps<FixedQuestion[]>) {
  const w = useEduTexts();
  if (Form.useWatch('paperMode') === 'rule') return <span className="muted">—</span>;
  const rows = value ?? [];
  const set = (i: number, patch: Partial<FixedQuestion>) =>
    onChange?.(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id}>
      {rows.map((r, i) => (
        <Space.Compact key={i} style={{ width: '100%' }}>
          <span className="edu-row-no">{i + 1}.</span>
          <div style={{ flex: 1 }}>
            <RefSelect
              entity="question"
              value={r.questionId || null}
              initialLabel={stems[r.questionId]}
              onChange={(v: number | null) => set(i, { questionId: v ?? 0 })}
            />
          </div>
          <InputNumber
            min={1}
            max={100}
            value={r.points}
            aria-label={w('points')}
            addonAfter={w('points')}
            onChange={(v) => set(i, { points: v ?? 1 })}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label="delete"
            onClick={() => onChange?.(rows.filter((_, j) => j !== i))}
          />
        </Space.Compact>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange?.([...rows, { questionId: 0, points: 10 }])}>
        {w('pickQuestions')}
      </Button>
    </Space>
  );
}

/** A drawn paper: how many questions of each kind (and difficulty, knowledge point), each worth so many points. */
export function RulesInput({ value, onChange, id }: ValueProps<PaperRule[]>) {
  const w = useEduTexts();
  const kinds = useKindWords();
  if (Form.useWatch('paperMode') !== 'rule') return <span className="muted">—</span>;
  const rows = value ?? [];
  const set = (i: number, patch: Partial<PaperRule>) =>
    onChange?.(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id}>
      {rows.map((r, i) => (
        <Space key={i} wrap>
          <Select
            style={{ width: 120 }}
            value={r.kind}
            aria-label="kind"
            options={Object.keys(QUESTION_KINDS).map((v) => ({ value: v, label: kinds(v as QuestionKind) }))}
            onChange={(kind) => set(i, { kind })}
          />
          <Select
            style={{ width: 110 }}
            value={r.difficulty ?? 0}
            aria-label={w('difficulty')}
            options={[
              { value: 0, label: `${w('difficulty')}: ${w('any')}` },
              ...[1, 2, 3, 4, 5].map((d) => ({ value: d, label: `${w('difficulty')} ${d}` })),
            ]}
            onChange={(d) => set(i, { difficulty: d || null })}
          />
          <Input
            style={{ width: 160 }}
            placeholder={`${w('point')}: ${w('any')}`}
            value={r.point ?? ''}
            maxLength={50}
            onChange={(e) => set(i, { point: e.target.value || null })}
          />
          <InputNumber
            min={1}
            max={200}
            value={r.count}
            addonBefore={w('count')}
            onChange={(v) => set(i, { count: v ?? 1 })}
          />
          <InputNumber
            min={1}
            max={100}
            value={r.points}
            addonAfter={w('points')}
            onChange={(v) => set(i, { points: v ?? 1 })}
          />
          <Button
            icon={<DeleteOutlined />}
            aria-label="delete"
            onClick={() => onChange?.(rows.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange?.([...rows, { kind: 'single', count: 5, points: 10 }])}>
        {w('addRule')}
      </Button>
    </Space>
  );
}

/** The paper read-only: the fixed questions with their points, or the rules. */
export function PaperView({
  questions,
  rules,
  stems,
}: {
  questions: unknown;
  rules: unknown;
  stems?: Record<string, string>;
}) {
  const w = useEduTexts();
  const kinds = useKindWords();
  if (Array.isArray(rules) && rules.length)
    return (
      <ul className="edu-paper">
        {(rules as PaperRule[]).map((r, i) => (
          <li key={i}>
            {kinds(r.kind as QuestionKind)} × {r.count}
            {w('worth', { n: String(r.points) })}
            {r.difficulty ? ` · ${w('difficulty')} ${r.difficulty}` : ''}
            {r.point ? ` · ${r.point}` : ''}
          </li>
        ))}
      </ul>
    );
  return (
    <ol className="edu-paper">
      {((questions as FixedQuestion[] | null) ?? []).map((q) => (
        <li key={q.questionId}>
          {stems?.[q.questionId] ?? `#${q.questionId}`}
          {w('worth', { n: String(q.points) })}
        </li>
      ))}
    </ol>
  );
}
