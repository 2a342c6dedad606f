import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table, Upload } from 'antd';
import { useState } from 'react';
import { toastError } from '@/api/notify';
import { accessoryApi, type Accessory } from '@/api/resource';
import { useResourceText } from './texts';
import { formatInstant } from '@/utils/zoned-time';

export const MAX_ACCESSORY_BYTES = 20 * 1024 * 1024;
export const ACCESSORY_TYPES = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'txt',
  'zip',
  'mp4',
  'webm',
];

/** What the server would refuse, said before the upload starts. */
export function accessoryProblem(file: { name: string; size: number }): 'tooLarge' | 'badType' | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!ACCESSORY_TYPES.includes(ext)) return 'badType';
  if (file.size > MAX_ACCESSORY_BYTES) return 'tooLarge';
  return null;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface AccessoryListProps {
  entity: string;
  recordId: number;
  items: Accessory[];
  canWrite: boolean;
  onChange: (items: Accessory[]) => void;
}

/** The files attached to a record: upload, download through the authenticated call, delete. */
export function AccessoryList({ entity, recordId, items, canWrite, onChange }: AccessoryListProps) {
  const { t } = useResourceText();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    const problem = accessoryProblem(file);
    if (problem) return toastError(t(problem));
    setUploading(true);
    try {
      const added = await accessoryApi.upload(entity, recordId, file);
      onChange([...items, added]);
    } catch {
      /* the request layer showed why */
    } finally {
      setUploading(false);
    }
  };

  const remove = async (id: number) => {
    try {
      await accessoryApi.remove(id);
      onChange(items.filter((a) => a.id !== id));
    } catch {
      /* shown by the request layer */
    }
  };

  return (
    <div className="resource-accessories">
      {canWrite && (
        <Upload
          showUploadList={false}
          accept={ACCESSORY_TYPES.map((e) => `.${e}`).join(',')}
          beforeUpload={(file) => (void upload(file), false)}
        >
          <Button icon={<UploadOutlined />} loading={uploading} style={{ marginBottom: 8 }}>
            {t('upload')}
          </Button>
        </Upload>
      )}
      <Table<Accessory>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={items}
        locale={{ emptyText: t('noAccessories') }}
        columns={[
          { key: 'fileName', dataIndex: 'fileName', title: t('fileName') },
          { key: 'size', dataIndex: 'size', title: t('fileSize'), width: 100, render: (v: number) => sizeText(v) },
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('uploadedAt'),
            width: 180,
            render: (v: string) => formatInstant(v, 'YYYY-MM-DD HH:mm:ss'),
          },
          {
            key: 'actions',
            title: t('actions'),
            width: 170,
            render: (_: unknown, a: Accessory) => (
              <>
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => void accessoryApi.download(a).catch(() => undefined)}
                >
                  {t('download')}
                </Button>
                {canWrite && (
                  <Popconfirm title={t('deleteConfirm')} onConfirm={() => void remove(a.id)}>
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('delete')} ${a.fileName}`}
                    />
                  </Popconfirm>
                )}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
