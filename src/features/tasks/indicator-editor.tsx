import { Button, InputNumber, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { toastError, toastSuccess } from '@/api/notify';
import { resourceApi, type DetailRecord } from '@/api/resource';
import { taskApi, type IndicatorOption } from '@/api/tasks';
import type { TaskIndicator } from '@/contract/resource';
import { useTaskText } from './texts';

/** Chooses a draft task's indicators and their points among those of its type. */
export function IndicatorEditor({ record, onSaved }: { record: DetailRecord; onSaved: () => void }) {
  const t = useTaskText();
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<IndicatorOption[]>([]);
  const [chosen, setChosen] = useState<TaskIndicator[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChosen(((record.indicators ?? []) as TaskIndicator[]).map((i) => ({ ...i, points: Number(i.points) })));
    void taskApi.indicators(String(record.taskType)).then(setOptions);
  }, [open, record]);

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
      <Button size="small" onClick={() => setOpen(true)}>
        {t('editIndicators')}
      </Button>
      <Modal open={open} title={t('editIndicators')} width={720} onCancel={() => setOpen(false)} onOk={() => void save()} confirmLoading={busy} destroyOnHidden>
        <Table<IndicatorOption>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={options}
          rowSelection={{
            selectedRowKeys: chosen.map((c) => c.indicatorId),
            onChange: (keys) => setChosen(keys.map((k) => ({ indicatorId: Number(k), points: pointsOf(Number(k)) ?? Number(options.find((o) => o.id === Number(k))?.points ?? 0) }))),
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
                  disabled={pointsOf(o.id) === undefined}
                  value={pointsOf(o.id) ?? Number(o.points)}
                  onChange={(v) => setChosen((all) => all.map((c) => (c.indicatorId === o.id ? { ...c, points: Number(v ?? 0) } : c)))}
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
