import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Radio, Space } from 'antd';
import { JUDGE_OPTIONS, MAX_OPTIONS, OPTION_KEYS, type QuestionOption } from '@/contract/resource/exam-rules';
import { useEduTexts } from './use-channel';

interface ValueProps<T> {
  value?: T;
  onChange?: (value: T) => void;
  id?: string;
}

/** A question's options, keyed A, B, C... in order; a true/false question's are fixed. */
export function OptionsInput({ value, onChange, id }: ValueProps<QuestionOption[]>) {
  const w = useEduTexts();
  const kind = Form.useWatch('kind');
  if (kind === 'judge') return <span id={id}>{JUDGE_OPTIONS.map((o) => `${o.key}. ${o.text}`).join('　')}</span>;
  const list = value?.length
    ? value
    : [
        { key: 'A', text: '' },
        { key: 'B', text: '' },
      ];
  const set = (next: string[]) => onChange?.(next.map((text, i) => ({ key: OPTION_KEYS[i], text })));
  const texts = list.map((o) => o.text);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} id={id}>
      {texts.map((text, i) => (
        <Space.Compact key={i} style={{ width: '100%' }}>
          <Input
            addonBefore={OPTION_KEYS[i]}
            value={text}
            maxLength={500}
            aria-label={`${w('options')} ${OPTION_KEYS[i]}`}
            onChange={(e) => set(texts.map((t, j) => (j === i ? e.target.value : t)))}
          />
          <Button
            icon={<DeleteOutlined />}
            disabled={texts.length <= 2}
            aria-label="delete"
            onClick={() => set(texts.filter((_, j) => j !== i))}
          />
        </Space.Compact>
      ))}
      <Button icon={<PlusOutlined />} disabled={texts.length >= MAX_OPTIONS} onClick={() => set([...texts, ''])}>
        {w('addOption')}
      </Button>
    </Space>
  );
}

/** The right keys among the options as they stand: one for single and true/false, several for multiple. */
export function AnswerInput({ value, onChange, id }: ValueProps<string[]>) {
  const kind = Form.useWatch('kind');
  const options = (Form.useWatch('options') as QuestionOption[] | undefined) ?? [];
  const keys = (kind === 'judge' ? JUDGE_OPTIONS : options).map((o) => ({
    value: o.key,
    label: kind === 'judge' ? o.text : o.key,
  }));
  if (kind === 'multiple')
    return (
      <span id={id}>
        <Checkbox.Group options={keys} value={value ?? []} onChange={(v) => onChange?.(v as string[])} />
      </span>
    );
  return (
    <Radio.Group id={id} options={keys} value={value?.[0]} onChange={(e) => onChange?.([e.target.value as string])} />
  );
}

/** Options and answer read-only, the right ones marked. */
export function OptionsView({ options, answer }: { options: unknown; answer: unknown }) {
  const right = new Set(Array.isArray(answer) ? (answer as string[]) : []);
  return (
    <ol className="edu-options">
      {(Array.isArray(options) ? (options as QuestionOption[]) : []).map((o) => (
        <li key={o.key} className={right.has(o.key) ? 'right' : undefined}>
          {o.key}. {o.text} {right.has(o.key) ? '✓' : ''}
        </li>
      ))}
    </ol>
  );
}
