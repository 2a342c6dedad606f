import { DownOutlined, FileWordOutlined } from '@ant-design/icons';
import { Button, Dropdown, Modal } from 'antd';
import { useState } from 'react';
import { documentsApi } from '@/api/documents';
import type { ResourceRecord } from '@/api/resource';
import { documentKindsOf, type DocumentKind } from '@/contract/documents';
import { useTexts } from '../use-texts';

const TEXTS = {
  documents: ['生成文书', 'Documents', 'Documentos'],
  sealed: [
    '“{kind}”将加盖开具组织的印章，并登记一条用印记录。继续？',
    "“{kind}” carries the issuing organisation's seal, and one use of it is recorded. Go on?",
    '«{kind}» lleva el sello de la organización emisora y se registra un uso. ¿Continuar?',
  ],
  produce: ['生成', 'Make', 'Generar'],
  cancel: ['取消', 'Cancel', 'Cancelar'],
} as const;

const INDEX = { zh: 0, en: 1, es: 2 } as const;

/**
 * The documents a record's entity offers (src/contract/documents.ts), made as .docx from the current
 * templates: one menu on every detail screen whose entity has any. A sealed one asks first, since the
 * seal's use is recorded.
 */
export function DocumentMenu({ entity, record }: { entity: string; record: ResourceRecord }) {
  const { t, language } = useTexts(TEXTS);
  const [busy, setBusy] = useState(false);
  const [sealed, setSealed] = useState<DocumentKind | null>(null);
  const kinds = documentKindsOf(entity);
  if (!kinds.length) return null;
  const name = (k: DocumentKind) => k.label[INDEX[language]];
  const produce = (k: DocumentKind) => {
    setBusy(true);
    documentsApi
      .produce(entity, record.id, k.kind)
      // The request layer showed why it was refused.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: kinds.map((k) => ({ key: k.kind, label: name(k) })),
          onClick: ({ key }) => {
            const k = kinds.find((x) => x.kind === key)!;
            if (k.sealed) setSealed(k);
            else produce(k);
          },
        }}
      >
        <Button icon={<FileWordOutlined />} loading={busy}>
          {t('documents')} <DownOutlined />
        </Button>
      </Dropdown>
      <Modal
        open={sealed !== null}
        title={sealed && name(sealed)}
        okText={t('produce')}
        cancelText={t('cancel')}
        onCancel={() => setSealed(null)}
        onOk={() => {
          produce(sealed!);
          setSealed(null);
        }}
      >
        {sealed && t('sealed', { kind: name(sealed) })}
      </Modal>
    </>
  );
}
