import { Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '@/api/notify';
import { feeApi } from '@/api/fees';
import { MonthInput, OrgTreeSelect } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { thisMonth, useFeeTexts } from './use-fee-texts';

/** Generates a month's dues rows for an organisation's subtree; running it again adds only members without a row. */
export function GenerateButton({ onDone }: { onDone: (month: string) => void }) {
  const { w } = useFeeTexts();
  const ownOrg = useAppSelector((s) => s.session.orgId);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ orgId: number; month: string }>();

  const run = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const { created } = await feeApi.generate(values.orgId, values.month);
      toastSuccess(w('created', { n: created }));
      setOpen(false);
      onDone(values.month);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {w('generate')}
      </Button>
      <Modal
        open={open}
        title={w('generateTitle')}
        onCancel={() => setOpen(false)}
        onOk={() => void run().catch(() => undefined)}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ orgId: ownOrg ? Number(ownOrg) : undefined, month: thisMonth() }}
        >
          <Form.Item name="orgId" label={w('organisation')} rules={[{ required: true }]}>
            <OrgTreeSelect />
          </Form.Item>
          <Form.Item name="month" label={w('month')} rules={[{ required: true }]}>
            <MonthInput />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
