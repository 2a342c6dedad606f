import { Alert, Button, Modal, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { studyApi, type StudyRecordView } from '@/api/education';
import { studyOpen } from '@/contract/calls/education';
import { SafeHtml } from '@/components/safe-html';
import { useLatest } from '@/components/use-latest';
import { useCallMutation } from '@/store/use-call';
import { useEduTexts } from './use-channel';
import { useVisibleSeconds } from './use-visible-seconds';

const MediaViewer = lazy(() => import('./media-viewer'));

/** One item being studied: its text or file, the time counted while the page is in view, the finish. */
export function StudyViewer({ contentId, onClose }: { contentId: number; onClose: () => void }) {
  const w = useEduTexts();
  // Opening an item starts its study record: a write, made once per item shown (a refused one closes the viewer).
  const [openItem, openAnswer] = useCallMutation(studyOpen);
  const closing = useLatest(onClose);
  useEffect(() => {
    openItem({ contentId })
      .unwrap()
      .catch(() => closing.current());
  }, [contentId, openItem, closing]);
  const opened = openAnswer.data ?? null;
  // What the server said last of the record: on opening, then after each report and the finish.
  const [reported, setReported] = useState<StudyRecordView | null>(null);
  const record = reported ?? opened?.record ?? null;
  const { visible, take, unreported } = useVisibleSeconds(
    opened !== null,
    (seconds) =>
      void studyApi
        .report(contentId, seconds)
        .then(setReported)
        .catch(() => undefined),
  );
  const finish = async () => setReported(await studyApi.finish(contentId, take()));
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
