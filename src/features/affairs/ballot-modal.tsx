import { Alert, Checkbox, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { voteApi, type MyVote } from '@/api/affairs';
import { toastSuccess } from '@/api/notify';
import { choicesProblem } from '@/contract/resource/affairs-rules';
import { useAffairsText } from './texts';

/** One ballot: the options as radio buttons or check boxes, within the vote's bounds, cast once. */
export function BallotModal({ vote, onClose, onCast }: { vote: MyVote; onClose: () => void; onCast: () => void }) {
  const { t } = useAffairsText();
  const [choices, setChoices] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const single = vote.maxChoices === 1;
  const ready = choicesProblem(choices, vote.options, vote.minChoices, vote.maxChoices) === null;
  const cast = async () => {
    setBusy(true);
    try {
      await voteApi.cast(vote.id, choices);
      toastSuccess(t('ballotCast'));
      onCast();
    } catch {
      // The request layer showed why (already voted, closed).
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const options = vote.options.map((o) => ({
    value: o.key,
    label: o.text,
    disabled: !single && choices.length >= vote.maxChoices && !choices.includes(o.key),
  }));
  return (
    <Modal
      open
      title={vote.title}
      okText={t('submitBallot')}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={busy}
      onOk={() => Modal.confirm({ title: t('ballotConfirm'), onOk: cast })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {vote.description && <div className="muted">{vote.description}</div>}
        <strong>
          {vote.minChoices === vote.maxChoices
            ? t('chooseExact', { min: vote.minChoices })
            : t('choose', { min: vote.minChoices, max: vote.maxChoices })}
        </strong>
        {single ? (
          <Radio.Group
            aria-label={vote.title}
            value={choices[0]}
            onChange={(e) => setChoices([e.target.value as string])}
          >
            <Space orientation="vertical">
              {options.map((o) => (
                <Radio key={o.value} value={o.value}>
                  {o.label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        ) : (
          <Checkbox.Group value={choices} onChange={(v) => setChoices(v as string[])}>
            <Space orientation="vertical">
              {options.map((o) => (
                <Checkbox key={o.value} value={o.value} disabled={o.disabled}>
                  {o.label}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        )}
        {vote.anonymous && <Alert type="info" showIcon title={t('anonymousNote')} />}
      </Space>
    </Modal>
  );
}
