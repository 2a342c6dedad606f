import { Form, Input } from 'antd';
import type { WorkflowMove } from '@/contract/resource';
import type { MoveExtra } from '@/components/resource';
import { useSupervisionText } from './texts';

/** The rectification report the 'report' move carries, on the list and on the detail alike. */
export function ReportInput({ move, ctx }: { move: WorkflowMove; ctx: MoveExtra }) {
  const w = useSupervisionText();
  if (move.action !== 'report') return null;
  return (
    <Form.Item label={w('report')} required help={w('reportHelp')}>
      <Input.TextArea
        aria-label={w('report')}
        rows={6}
        maxLength={4000}
        showCount
        value={String(ctx.values.rectifyReport ?? '')}
        onChange={(e) => ctx.set({ rectifyReport: e.target.value })}
      />
    </Form.Item>
  );
}

export const reportReady = (move: WorkflowMove, values: Record<string, unknown>) =>
  move.action !== 'report' || String(values.rectifyReport ?? '').trim().length > 0;
