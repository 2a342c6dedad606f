import { Button, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { Accessory } from '@/api/resource';
import { studyApi } from '@/api/education';
import { saveBlob } from '@/api/download';

/**
 * A study item's file in the page: a video plays, a PDF opens in the browser's own viewer, anything else
 * downloads. Loaded only when an item with a file is opened, so that the home screen stays small.
 */
export default function MediaViewer({ contentId, file }: { contentId: number; file: Accessory }) {
  const [url, setUrl] = useState<string | null>(null);
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    void studyApi.file(contentId, file.id).then((b) => {
      if (!live) return;
      made = URL.createObjectURL(b);
      setBlob(b);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [contentId, file.id]);
  if (!url || !blob) return <Spin />;
  if (file.mime.startsWith('video/')) return <video className="edu-video" src={url} controls preload="metadata" />;
  if (file.mime === 'application/pdf') return <iframe className="edu-document" src={url} title={file.fileName} />;
  return <Button onClick={() => saveBlob(blob, file.fileName)}>{file.fileName}</Button>;
}
