import { Button, Spin } from 'antd';
import type { Accessory } from '@/api/resource';
import { studyFile } from '@/contract/calls/education';
import { useCallFile } from '@/store/use-call-file';

/**
 * A study item's file in the page: a video plays, a PDF opens in the browser's own viewer, anything else
 * downloads. Loaded only when an item with a file is opened, so that the home screen stays small.
 */
export default function MediaViewer({ contentId, file }: { contentId: number; file: Accessory }) {
  const url = useCallFile(studyFile, { contentId, accessPath: file.id }).currentData?.url;
  if (!url) return <Spin />;
  if (file.mime.startsWith('video/')) return <video className="edu-video" src={url} controls preload="metadata" />;
  if (file.mime === 'application/pdf') return <iframe className="edu-document" src={url} title={file.fileName} />;
  return (
    <Button href={url} download={file.fileName}>
      {file.fileName}
    </Button>
  );
}
