import { Button, Form, Input, Modal, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { toastSuccess } from '@/api/notify';
import { resourceApi, type ResourceRecord } from '@/api/resource';
import type { EntityDef, WorkflowMove } from '@/contract/resource';
import { useResourceText } from './texts';

export interface MoveExtra {
  /** Fields the move carries besides the opinion (a score, a date, a signature). */
  values: Record<string, unknown>;
  set: (values: Record<string, unknown>) => void;
}

interface WorkflowActionsProps {
  entity: EntityDef;
  record: ResourceRecord;
  onDone: (record?: ResourceRecord) => void;
  /** What a move asks for beyond the opinion, by action. */
  extra?: (move: WorkflowMove, ctx: MoveExtra) => ReactNode;
  /** Whether the move may be sent with what was collected (e.g. a score is required). */
  ready?: (move: WorkflowMove, values: Record<string, unknown>) => boolean;
  size?: 'small' | 'middle';
  link?: boolean;
}

/** The moves the server says the caller may make now; a move that takes an opinion asks for it first. */
export function WorkflowActions({ entity, record, onDone, extra, ready, size = 'middle', link }: WorkflowActionsProps) {
  const { t, label } = useResourceText();
  const [move, setMove] = useState<WorkflowMove | null>(null);
  const [opinion, setOpinion] = useState('');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState(false);
  const allowed = (entity.workflow?.moves ?? []).filter(
    (m) => record.moves?.includes(m.action) && m.from.includes(String(record[entity.workflow!.field])),
  );
  if (!allowed.length) return null;

  const open = (m: WorkflowMove) => {
    setOpinion('');
    setValues({});
    setMove(m);
  };
  const run = async () => {
    if (!move) return;
    setBusy(true);
    try {
      const saved = await resourceApi.transition(entity.name, {
        id: record.id,
        version: record.version,
        action: move.action,
        opinion: opinion.trim() || null,
        ...values,
      });
      toastSuccess(t('moved', { action: label(move.label) }));
      setMove(null);
      // A record the move took out of the caller's sight answers null: the screen reloads.
      onDone(saved ?? undefined);
    } catch {
      // The request layer showed why; a stale version needs the reload.
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const needsOpinion = move?.opinion === 'required';
  const blocked = (needsOpinion && !opinion.trim()) || (move && ready ? !ready(move, values) : false);

  return (
    <Space wrap size={link ? 0 : 'small'}>
      {allowed.map((m) => (
        <Button
          key={m.action}
          size={size}
          type={link ? 'link' : m.tone === 'primary' ? 'primary' : 'default'}
          danger={m.tone === 'danger'}
          onClick={() => open(m)}
        >
          {label(m.label)}
        </Button>
      ))}
      <Modal
        open={move !== null}
        title={move ? t('confirmMove', { action: label(move.label) }) : ''}
        confirmLoading={busy}
        okButtonProps={{ disabled: Boolean(blocked) }}
        onOk={() => void run()}
        onCancel={() => setMove(null)}
        destroyOnHidden
        width={move && extra ? 640 : 480}
      >
        {move && (
          <Form layout="vertical">
            {move && extra?.(move, { values, set: (v) => setValues((old) => ({ ...old, ...v })) })}
            {move.opinion && (
              <Form.Item
                label={t('opinion')}
                required={needsOpinion}
                help={needsOpinion && !opinion.trim() ? t('opinionRequired') : undefined}
              >
                <Input.TextArea
                  aria-label={t('opinion')}
                  rows={3}
                  maxLength={2000}
                  value={opinion}
                  onChange={(e) => setOpinion(e.target.value)}
                />
              </Form.Item>
            )}
          </Form>
        )}
      </Modal>
    </Space>
  );
}
