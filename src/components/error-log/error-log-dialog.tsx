import { Button, Modal, Table } from 'antd';
import { useTranslation } from '@/components/use-translation';
import { clearErrorLog } from '@/store/error-log-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** The logged interface errors with the page each happened on. Loaded only when opened. */
export default function ErrorLogDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const logs = useAppSelector((s) => s.errorLog.logs);
  const columns = [
    { title: t('errorLog.message'), dataIndex: 'message', key: 'message' },
    { title: t('errorLog.api'), dataIndex: 'api', key: 'api' },
    { title: t('errorLog.url'), dataIndex: 'url', key: 'url' },
    { title: t('errorLog.time'), dataIndex: 'time', key: 'time' },
  ];
  return (
    <Modal
      open
      title={t('errorLog.title')}
      width="80%"
      onCancel={onClose}
      footer={<Button onClick={() => (dispatch(clearErrorLog()), onClose())}>{t('errorLog.clear')}</Button>}
    >
      <Table
        size="small"
        rowKey={(row) => `${row.time}-${row.message}`}
        columns={columns}
        dataSource={logs}
        pagination={false}
      />
    </Modal>
  );
}
