import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { toastError, toastSuccess } from '@/api/notify';
import { feeApi } from '@/api/fees';
import type { ResourceRecord } from '@/api/resource';
import { DateInput } from '@/components/resource';
import { wordIn } from '@/contract/messages';
import { useAppSelector } from '@/store/hooks';
import { useFeeTexts } from './use-fee-texts';
import { todayInGroupZone } from '@/utils/zoned-time';

const today = todayInGroupZone;

/** Marks the ticked rows paid in full on one date; a late back payment is made and its warning shown. */
export function PayButton({ rows, onDone }: { rows: ResourceRecord[]; onDone: () => void }) {
  const { w } = useFeeTexts();
  const language = useAppSelector((s) => s.app.language);
  const [open, setOpen] = useState(false);
  // The rows as ticked when the dialog opened: a reload behind the dialog must not change what is paid.
  const [chosen, setChosen] = useState<ResourceRecord[]>([]);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ paidOn: string }>();

  const run = async () => {
    const { paidOn } = await form.validateFields();
    setBusy(true);
    try {
      const outcome = await feeApi.pay(
        chosen.map((r) => ({ id: r.id, version: r.version })),
        paidOn,
      );
      toastSuccess(w('paidCount', { n: outcome.paid }));
      for (const warning of outcome.warnings) toastError(wordIn(warning, language));
      setOpen(false);
      onDone();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        disabled={!rows.length}
        title={rows.length ? undefined : w('selectRows')}
        onClick={() => (setChosen(rows), setOpen(true))}
      >
        {w('markPaid')}
        {rows.length ? ` (${rows.length})` : ''}
      </Button>
      <Modal
        open={open}
        title={w('markPaidTitle', { n: chosen.length })}
        onCancel={() => setOpen(false)}
        onOk={() => void run().catch(() => undefined)}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ paidOn: today() }}>
          <Form.Item name="paidOn" label={w('paidOn')} rules={[{ required: true }]}>
            <DateInput />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
