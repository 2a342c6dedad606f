import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { toastError, toastSuccess } from '@/api/notify';
import type { ImportOutcome, ImportRefusal } from '@/api/import-sheet';
import type { FieldDef } from '@/contract/resource';
import { useResourceText } from '@/components/resource';
import type { JobProgress } from '@/contract/calls/jobs';
import { JobProgressBar } from './job-progress';

export type ImportTexts = Record<
  'title' | 'hint' | 'template' | 'choose' | 'run' | 'imported' | 'refused' | 'row' | 'field' | 'message',
  string
>;

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  texts: ImportTexts;
  /** The fields whose labels a refusal names (by name or Chinese label). */
  fields: FieldDef[];
  upload: (file: File) => Promise<ImportOutcome>;
  /**
   * Starts the import as a job instead and answers its id (a large roll): the rows are checked and imported
   * off the request while a bar shows how far it has come; the outcome reads as `upload`'s would.
   */
  uploadJob?: (file: File) => Promise<string>;
  downloadTemplate: () => Promise<void>;
}

/** An import from a spreadsheet: all rows or none; a refusal lists every bad row and why. */
export function ImportDialog({
  open,
  onClose,
  onImported,
  texts: w,
  fields,
  upload,
  uploadJob,
  downloadTemplate,
}: ImportDialogProps) {
  const { label } = useResourceText();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<ImportRefusal[] | null>(null);
  const [job, setJob] = useState<string | null>(null);
  const fieldLabel = (name: string) => {
    const field = fields.find((f) => f.name === name || f.label.zh === name);
    return field ? label(field.label) : name;
  };

  const settle = (outcome: ImportOutcome) => {
    if (outcome.refused) return setRefused(outcome.refused);
    toastSuccess(w.imported.replace('{n}', String(outcome.imported)));
    setFile(null);
    onImported();
    onClose();
  };

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setRefused(null);
    try {
      if (uploadJob) return setJob(await uploadJob(file));
      settle(await upload(file));
      setBusy(false);
    } catch (error) {
      toastError((error as Error).message);
      setBusy(false);
    }
  };

  const ended = (p: JobProgress) => {
    setJob(null);
    setBusy(false);
    if (p.state === 'done') settle({ imported: (p.result as { imported: number } | null)?.imported ?? 0 });
    else if (p.state === 'refused' && p.refusals) settle({ imported: 0, refused: p.refusals });
    else if (p.problem) toastError(p.problem);
  };

  return (
    <Modal open={open} title={w.title} onCancel={onClose} width={760} footer={null} destroyOnHidden>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={w.hint} />
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate().catch(() => undefined)}>
            {w.template}
          </Button>
          <Upload
            accept=".xlsx"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(f) => (setFile(f), setRefused(null), false)}
          >
            <Button icon={<UploadOutlined />}>{w.choose}</Button>
          </Upload>
          <span data-testid="import-file">{file?.name}</span>
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void run()}>
            {w.run}
          </Button>
        </Space>
        <JobProgressBar id={job} kind="importing" onEnd={ended} />
        {refused && (
          <>
            <Alert
              type="error"
              showIcon
              title={w.refused.replace('{n}', String(new Set(refused.map((r) => r.row)).size))}
            />
            <Table<ImportRefusal>
              data-testid="import-refusals"
              size="small"
              rowKey={(r) => `${r.row}-${r.field}`}
              pagination={false}
              scroll={{ y: 320 }}
              dataSource={refused}
              columns={[
                { key: 'row', dataIndex: 'row', title: w.row, width: 80 },
                { key: 'field', dataIndex: 'field', title: w.field, width: 160, render: (v: string) => fieldLabel(v) },
                { key: 'message', dataIndex: 'message', title: w.message },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
