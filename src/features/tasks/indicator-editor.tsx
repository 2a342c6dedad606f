import { Button, InputNumber, Modal, Table } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { toastError, toastSuccess } from '@/api/notify';
import { resourceApi, type DetailRecord } from '@/api/resource';
import type { IndicatorOption } from '@/api/tasks';
import { taskIndicators } from '@/contract/calls/tasks';
import type { TaskIndicator } from '@/contract/resource';
import { useCallQuery } from '@/store/use-call';
import { useTaskText } from './texts';

const NO_OPTIONS: IndicatorOption[] = [];

type OptionNode = IndicatorOption & { children?: OptionNode[] };

/** The options as their tree: a parent's check takes its leaves, and only leaves are scored. */
function treeOf(options: IndicatorOption[]): { roots: OptionNode[]; leaves: Set<number> } {
  const nodes = new Map<number, OptionNode>(options.map((o) => [o.id, { ...o }]));
  const roots: OptionNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId === null ? undefined : nodes.get(n.parentId);
    if (parent) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  return { roots, leaves: new Set([...nodes.values()].filter((n) => !n.children).map((n) => n.id)) };
}

/** Chooses a draft task's indicators and their points among those of its type. */
export function IndicatorEditor({ record, onSaved }: { record: DetailRecord; onSaved: () => void }) {
  const t = useTaskText();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<TaskIndicator[]>([]);
  const [busy, setBusy] = useState(false);
  // The server refuses a type other than '1', '2' or '3'.
  const taskType = String(record.taskType) as '1' | '2' | '3';
  const options = useCallQuery(taskIndicators, open ? { taskType } : skipToken).data ?? NO_OPTIONS;
  const start = () => {
    setChosen(((record.indicators ?? []) as TaskIndicator[]).map((i) => ({ ...i, points: Number(i.points) })));
    setOpen(true);
  };

  const tree = useMemo(() => treeOf(options), [options]);
  const pointsOf = (id: number) => chosen.find((c) => c.indicatorId === id)?.points;
  const save = async () => {
    setBusy(true);
    try {
      await resourceApi.save('task', { id: record.id, version: record.version, indicators: chosen });
      toastSuccess(t('saved'));
      setOpen(false);
      onSaved();
    } catch (e) {
      toastError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={start}>
        {t('editIndicators')}
      </Button>
      <Modal
        open={open}
        title={t('editIndicators')}
        width={720}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Table<IndicatorOption>
          size="small"
          rowKey="id"
          pagination={false}
          key={options.length}
          dataSource={tree.roots}
          expandable={{ defaultExpandAllRows: true }}
          rowSelection={{
            checkStrictly: false,
            selectedRowKeys: chosen.map((c) => c.indicatorId),
            onChange: (keys) =>
              setChosen(
                keys
                  .map(Number)
                  .filter((k) => tree.leaves.has(k))
                  .map((k) => ({
                    indicatorId: k,
                    points: pointsOf(k) ?? Number(options.find((o) => o.id === k)?.points ?? 0),
                  })),
              ),
          }}
          columns={[
            { key: 'name', title: t('indicator'), dataIndex: 'name' },
            { key: 'guide', title: t('guide'), dataIndex: 'guide', ellipsis: true },
            {
              key: 'points',
              title: t('points'),
              width: 110,
              render: (_, o) => (
                <InputNumber
                  size="small"
                  min={0.5}
                  max={1000}
                  step={0.5}
                  disabled={!tree.leaves.has(o.id) || pointsOf(o.id) === undefined}
                  value={pointsOf(o.id) ?? Number(o.points)}
                  onChange={(v) =>
                    setChosen((all) => all.map((c) => (c.indicatorId === o.id ? { ...c, points: Number(v ?? 0) } : c)))
                  }
                />
              ),
            },
          ]}
        />
        <div style={{ marginTop: 8 }}>{t('totalPoints', { n: chosen.reduce((s, c) => s + c.points, 0) })}</div>
      </Modal>
    </>
  );
}
