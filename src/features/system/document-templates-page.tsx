import { DownloadOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { documentsApi, type DocumentTemplateRow } from '@/api/documents';
import { toastSuccess } from '@/api/notify';
import { documentTemplates } from '@/contract/calls/documents';
import { documentKind, MAX_TEMPLATE_BYTES } from '@/contract/documents';
import { useTexts } from '@/components/use-texts';
import { useCallQuery } from '@/store/use-call';

const TEXTS = {
  hint: [
    '每种文书由一个 Word 模板（.docx）生成，模板中用 {占位符} 标出记录的内容。可下载当前模板修改后上传替换；替换的模板必须保留下列必需占位符，否则不予保存。',
    'Each document is made from a Word template (.docx) whose {placeholders} mark what the record fills in. Download the current template, change it and upload it as a replacement; a replacement must keep the required placeholders listed, or it is not saved.',
    'Cada documento se genera con una plantilla de Word (.docx) cuyos {marcadores} indican lo que rellena el registro. Descargue la plantilla actual, modifíquela y súbala como reemplazo; el reemplazo debe conservar los marcadores obligatorios indicados o no se guarda.',
  ],
  kind: ['文书', 'Document', 'Documento'],
  requires: ['必需占位符', 'Required placeholders', 'Marcadores obligatorios'],
  template: ['当前模板', 'Current template', 'Plantilla actual'],
  builtIn: ['系统默认', 'Default', 'Predeterminada'],
  replaced: ['已替换', 'Replaced', 'Reemplazada'],
  actions: ['操作', 'Actions', 'Acciones'],
  download: ['下载', 'Download', 'Descargar'],
  upload: ['上传替换', 'Upload replacement', 'Subir reemplazo'],
  reset: ['恢复默认', 'Restore default', 'Restaurar predeterminada'],
  resetConfirm: [
    '删除替换的模板，恢复使用系统默认模板？',
    'Remove the replacement and use the default template again?',
    '¿Quitar el reemplazo y volver a la plantilla predeterminada?',
  ],
  uploaded: ['模板已替换：{kind}', 'Template replaced: {kind}', 'Plantilla reemplazada: {kind}'],
  restored: [
    '已恢复默认模板：{kind}',
    'Default template restored: {kind}',
    'Plantilla predeterminada restaurada: {kind}',
  ],
  limit: ['仅限 .docx，不超过 {mb}MB', '.docx only, up to {mb} MB', 'Solo .docx, hasta {mb} MB'],
} as const;

const INDEX = { zh: 0, en: 1, es: 2 } as const;

/** 文书模板: every document kind's template, downloadable, replaceable (checked by the server), restorable. */
export default function DocumentTemplatesPage() {
  const { t, language } = useTexts(TEXTS);
  const { data, isFetching, refetch } = useCallQuery(documentTemplates, {});
  const [busy, setBusy] = useState<string | null>(null);
  const kindName = (kind: string) => documentKind(kind)?.label[INDEX[language]] ?? kind;

  const upload = (row: DocumentTemplateRow, file: File) => {
    setBusy(row.kind);
    documentsApi
      .uploadTemplate(row.kind, file)
      .then(() => (toastSuccess(t('uploaded', { kind: kindName(row.kind) })), refetch()))
      // The request layer showed why it was refused (a placeholder missing, not a .docx, too large).
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };
  const reset = (row: DocumentTemplateRow) => {
    setBusy(row.kind);
    documentsApi
      .resetTemplate(row.kind)
      .then(() => (toastSuccess(t('restored', { kind: kindName(row.kind) })), refetch()))
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  return (
    <Card size="small">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon title={t('hint')} description={t('limit', { mb: MAX_TEMPLATE_BYTES / 1048576 })} />
        <Table<DocumentTemplateRow>
          rowKey="kind"
          size="small"
          loading={isFetching}
          pagination={false}
          dataSource={data ?? []}
          columns={[
            { key: 'kind', title: t('kind'), render: (_, r) => kindName(r.kind) },
            {
              key: 'requires',
              title: t('requires'),
              render: (_, r) => (
                <Space size={[4, 4]} wrap>
                  {r.requires.map((p) => (
                    <Tag key={p}>{`{${p}}`}</Tag>
                  ))}
                </Space>
              ),
            },
            {
              key: 'template',
              title: t('template'),
              render: (_, r) =>
                r.replaced ? (
                  <Space>
                    <Tag color="blue">{t('replaced')}</Tag>
                    <span>{r.fileName}</span>
                  </Space>
                ) : (
                  <Tag>{t('builtIn')}</Tag>
                ),
            },
            {
              key: 'actions',
              title: t('actions'),
              render: (_, r) => (
                <Space wrap role="group" aria-label={kindName(r.kind)}>
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    onClick={() => void documentsApi.downloadTemplate(r.kind).catch(() => undefined)}
                  >
                    {t('download')}
                  </Button>
                  <Upload
                    accept=".docx"
                    maxCount={1}
                    showUploadList={false}
                    beforeUpload={(file) => (upload(r, file), false)}
                  >
                    <Button size="small" icon={<UploadOutlined />} loading={busy === r.kind}>
                      {t('upload')}
                    </Button>
                  </Upload>
                  {r.replaced && (
                    <Popconfirm title={t('resetConfirm')} onConfirm={() => reset(r)}>
                      <Button size="small" icon={<UndoOutlined />}>
                        {t('reset')}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
