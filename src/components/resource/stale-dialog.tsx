import { Modal } from 'antd';
import { useResourceText } from './texts';

/** A save met a newer version: reload it, or keep the typed values on screen to copy them first. */
export function StaleDialog({ open, onReload, onKeep }: { open: boolean; onReload: () => void; onKeep: () => void }) {
  const { t } = useResourceText();
  return (
    <Modal
      open={open}
      title={t('staleTitle')}
      okText={t('reload')}
      cancelText={t('keepEditing')}
      onOk={onReload}
      onCancel={onKeep}
      maskClosable={false}
    >
      <p role="alert">{t('staleText')}</p>
    </Modal>
  );
}
