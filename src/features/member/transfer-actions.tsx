import { Form } from 'antd';
import { useEffect, type ReactNode } from 'react';
import type { WorkflowMove } from '@/contract/resource';
import { DateInput, useResourceText, type MoveExtra } from '@/components/resource';
import { wordingIn } from '@/components/use-texts';
import { TRANSFER_TEXTS } from './texts';
import { todayInGroupZone } from '@/utils/zoned-time';

const today = todayInGroupZone;

function ReceiptDate({ ctx }: { ctx: MoveExtra }) {
  const { language } = useResourceText();
  const unset = ctx.values.receivedOn === undefined;
  const value = unset ? today() : (ctx.values.receivedOn as string | null);
  const { set } = ctx;
  useEffect(() => {
    if (unset) set({ receivedOn: today() });
  }, [unset, set]);
  return (
    <Form.Item label={wordingIn(TRANSFER_TEXTS, 'receivedOn', language)} required>
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
