import { Button, Card, Empty, Upload } from 'antd';
import { toastError, toastSuccess } from '@/api/notify';
import { resourceApi, type DetailRecord } from '@/api/resource';
import { MESSAGES } from '@/contract';
import { sealEntity } from '@/contract/resource';
import { useResourceText } from '@/components/resource';
import { securityText } from './texts';

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The seal's impression on a checkered ground (so that transparency shows), and a new transparent PNG uploaded in its place. */
export function SealImageCard({
  record,
  canWrite,
  onSaved,
}: {
  record: DetailRecord;
  canWrite: boolean;
  onSaved: () => void;
}) {
  const { language } = useResourceText();
  const upload = async (file: File) => {
    try {
      const image = await readDataUrl(file);
      const body: Record<string, unknown> = { id: record.id, version: record.version, image };
      for (const f of sealEntity.fields) if (!f.derived && f.name !== 'image') body[f.name] = record[f.name] ?? null;
      await resourceApi.save('seal', body);
      toastSuccess(MESSAGES.submitOk);
    } catch (e) {
      toastError(`${MESSAGES.submitFailed}：${(e as Error).message}`);
    }
    onSaved();
  };
  return (
    <Card
      size="small"
      title={securityText(language, 'impression')}
      extra={
        canWrite && (
          <Upload accept="image/png" showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
            <Button>{securityText(language, 'uploadPng')}</Button>
          </Upload>
        )
      }
    >
      {record.image ? (
        <img
          className="seal-impression"
          src={String(record.image)}
          alt={String(record.name)}
          width={180}
          height={180}
        />
      ) : (
        <Empty />
      )}
    </Card>
  );
}
