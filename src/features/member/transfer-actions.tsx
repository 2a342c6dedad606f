import { Form } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { WorkflowMove } from '@/contract/resource';
import { DateInput, useResourceText, type MoveExtra } from '@/components/resource';
import { TRANSFER_TEXTS } from './texts';

const today = () => new Date().toISOString().slice(0, 10);

function ReceiptDate({ ctx }: { ctx: MoveExtra }) {
  const { language } = useResourceText();
  const value = ctx.values.receivedOn === undefined ? today() : (ctx.values.receivedOn as string | null);
  useEffect(() => {
    if (ctx.values.receivedOn === undefined) ctx.set({ receivedOn: today() });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Form.Item label={TRANSFER_TEXTS[language].receivedOn} required>
      <DateInput value={value} onChange={(v) => ctx.set({ receivedOn: v })} />
    </Form.Item>
  );
}

/** What a transfer's moves carry beyond the opinion: the receipt asks for its date (today unless changed). */
export const transferMoveExtra = (move: WorkflowMove, ctx: MoveExtra): ReactNode =>
  move.action === 'receive' ? <ReceiptDate ctx={ctx} /> : null;

/** The receipt is sent only with a date. */
export const transferMoveReady = (move: WorkflowMove, values: Record<string, unknown>): boolean =>
  move.action !== 'receive' || values.receivedOn !== null;
