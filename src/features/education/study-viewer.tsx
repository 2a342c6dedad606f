import { Alert, Button, Modal, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { studyApi, type OpenedItem, type StudyRecordView } from '@/api/education';
import { SafeHtml } from '@/components/safe-html';
import { useLatest } from '@/components/use-latest';
import { useEduTexts } from './use-channel';
import { useVisibleSeconds } from './use-visible-seconds';

const MediaViewer = lazy(() => import('./media-viewer'));

/** One item being studied: its text or file, the time counted while the page is in view, the finish. */
export function StudyViewer({ contentId, onClose }: { contentId: number; onClose: () => void }) {
  const w = useEduTexts();
  const [opened, setOpened] = useState<OpenedItem | null>(null);
  const [record, setRecord] = useState<StudyRecordView | null>(null);
  // Opening an item starts its study record: a write, made once per item shown.
  const closing = useLatest(onClose);
  useEffect(() => {
    void studyApi
      .open(contentId)
      .then((o) => (setOpened(o), setRecord(o.record)))
      .catch(() => closing.current());
  }, [contentId, closing]);
  const { visible, take, unreported } = useVisibleSeconds(
    opened !== null,
    (seconds) =>
      void studyApi
        .report(contentId, seconds)
        .then(setRecord)
        .catch(() => undefined),
  );
  const finish = async () => setRecord(await studyApi.finish(contentId, take()));
  const content = opened?.content;
  // What the server recorded and what is counted since, so that the reader sees the time grow.
  const seconds = (record?.seconds ?? 0) + unreported;
  const minutes = Math.floor(seconds / 60);

  return (
    <Modal open width={880} title={content?.title} onCancel={onClose} footer={null} destroyOnHidden>
      {!content ? (
        <Spin />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap data-testid="study-record">
            <Tag color={visible ? 'green' : 'default'}>{visible ? w('counting') : w('paused')}</Tag>
            <span data-seconds={record?.seconds ?? 0}>
              {w('studied', { m: String(minutes) })}（{seconds}s）
            </span>
            {record?.finishedAt ? (
              <Tag color="blue">{w('finished')}</Tag>
            ) : (
              <Button type="primary" onClick={() => void finish()}>
                {w('finishStudy')}
              </Button>
            )}
          </Space>
          {content.body && <SafeHtml className="edu-article" html={content.body} />}
          {content.kind !== 'article' && !content.accessories.length && <Alert type="info" title={w('noFile')} />}
          <Suspense fallback={<Spin />}>
            {content.accessories.map((a) => (
              <MediaViewer key={a.id} contentId={content.id} file={a} />
            ))}
          </Suspense>
        </Space>
      )}
    </Modal>
  );
}
