import { Button, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '@/api/notify';
import { transitionTransfer } from '@/api/org-member';
import type { DetailRecord } from '@/api/resource';
import { TRANSFER_TRANSITIONS } from '@/contract/resource';
import { DateInput, useResourceText } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { TRANSFER_TEXTS } from './texts';

/** The status moves the current status allows; accepting asks for the receipt date and moves the member. */
export function TransferActions({ record, onDone }: { record: DetailRecord; onDone: () => void }) {
  const { language } = useResourceText();
  const w = TRANSFER_TEXTS[language];
  const labels = useAppSelector((s) => s.dictionary.lookup.transferStatus) ?? {};
  const [target, setTarget] = useState<string | null>(null);
  const [receivedOn, setReceivedOn] = useState<string | null>(new Date().toISOString().slice(0, 10));
  const [busy, setBusy] = useState(false);
  const moves = TRANSFER_TRANSITIONS[String(record.status ?? '1')] ?? [];

  const run = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await transitionTransfer({ id: record.id, version: record.version, to: target, ...(target === '4' && receivedOn ? { receivedOn } : {}) });
      toastSuccess(target === '4' ? w.moved : (labels[target] ?? target));
      setTarget(null);
      onDone();
    } catch {
      /* the request layer showed why; a stale version needs the reload the message asks for */
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space wrap>
      {moves.map((to) => (
        <Button key={to} danger={to === '5' || to === '6'} onClick={() => setTarget(to)}>
          {w.verbs[to] ?? labels[to] ?? to}
        </Button>
      ))}
      <Modal open={target !== null} title={w.confirm.replace('{to}', target ? (labels[target] ?? target) : '')} confirmLoading={busy} onOk={() => void run()} onCancel={() => setTarget(null)} okButtonProps={{ disabled: target === '4' && !receivedOn }}>
        {target === '4' && (
          <Form layout="vertical">
            <Form.Item label={w.receivedOn} required>
              <DateInput value={receivedOn} onChange={setReceivedOn} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Space>
  );
}
