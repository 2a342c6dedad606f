import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, List, Space } from 'antd';
import { useState } from 'react';
import { toastError, toastSuccess } from '@/api/notify';
import { resourceApi, type DetailRecord } from '@/api/resource';
import { wordIn } from '@/contract/messages';
import { optionsProblem, type VoteOption } from '@/contract/resource/affairs-rules';
import { useAppSelector } from '@/store/hooks';
import { useAffairsText } from './texts';

/** The next free key: A, B, ... Z, then O27, O28 ... */
const nextKey = (options: VoteOption[]) => {
  for (let i = 0; ; i++) {
    const key = i < 26 ? String.fromCharCode(65 + i) : `O${i + 1}`;
    if (!options.some((o) => o.key === key)) return key;
  }
};

/** The options or candidates of a vote: listed, and edited while it is a draft. */
export function VoteOptions({
  record,
  canEdit,
  onSaved,
}: {
  record?: DetailRecord;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useAffairsText();
  const language = useAppSelector((s) => s.app.language);
  const stored = (record?.options as VoteOption[] | null) ?? [];
  const [draft, setDraft] = useState<VoteOption[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record)
    return (
      <Card size="small" title={t('options')}>
        <span className="muted">{t('saveFirst')}</span>
      </Card>
    );
  const editing = draft !== null;
  const save = async () => {
    const problem = optionsProblem(draft);
    if (problem) return toastError(wordIn(problem, language));
    setBusy(true);
    try {
      await resourceApi.save('vote', { ...record, options: draft });
      toastSuccess(t('saved'));
      setDraft(null);
      onSaved();
    } catch (error) {
      toastError((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const set = (i: number, text: string) => setDraft((d) => d!.map((o, j) => (j === i ? { ...o, text } : o)));
  return (
    <Card
      size="small"
      title={t('options')}
      data-testid="vote-options"
      extra={
        canEdit &&
        (editing ? (
          <Space>
            <Button onClick={() => setDraft(null)}>✕</Button>
            <Button type="primary" loading={busy} onClick={() => void save()}>
              {t('saveOptions')}
            </Button>
          </Space>
        ) : (
          <Button onClick={() => setDraft(stored)}>{t('editOptions')}</Button>
        ))
      }
    >
      {editing ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {draft.map((o, i) => (
            <Space.Compact key={o.key} style={{ width: '100%' }}>
              <Input style={{ width: 64 }} value={o.key} disabled />
              <Input
                aria-label={`${t('optionText')} ${o.key}`}
                value={o.text}
                maxLength={100}
                onChange={(e) => set(i, e.target.value)}
              />
              <Button icon={<DeleteOutlined />} onClick={() => setDraft((d) => d!.filter((_, j) => j !== i))} />
            </Space.Compact>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => setDraft((d) => [...d!, { key: nextKey(d!), text: '' }])}>
            {t('addOption')}
          </Button>
        </Space>
      ) : (
        <List
          size="small"
          dataSource={stored}
          locale={{ emptyText: t('noOptions') }}
          renderItem={(o) => (
            <List.Item>
              {o.key}. {o.text}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
