import './education.css';
import { Button, Collapse, Empty, List, Progress, Tag } from 'antd';
import { useState } from 'react';
import type { StudyProgram } from '@/api/education';
import { useCallQuery } from '@/store/use-call';
import { studyMine } from '@/contract/calls/education';
import { useAppSelector } from '@/store/hooks';
import { StudyViewer } from './study-viewer';
import { useEduTexts } from './use-channel';

const studiedMinutes = (p: StudyProgram) => Math.floor(p.items.reduce((s, i) => s + (i.record?.seconds ?? 0), 0) / 60);

/** A member's home panel: the programmes open to them by channel, each item's own record, and studying an item. */
export default function StudyPanel() {
  const w = useEduTexts();
  const lookup = useAppSelector((s) => s.dictionary.lookup);
  const { data, refetch: reload } = useCallQuery(studyMine, undefined);
  const [studying, setStudying] = useState<number | null>(null);
  if (data && !data.length) return <Empty description={w('noStudy')} />;
  return (
    <>
      <Collapse
        size="small"
        defaultActiveKey={data?.[0] ? [String(data[0].id)] : []}
        key={data?.length ?? 0}
        items={(data ?? []).map((p) => ({
          key: String(p.id),
          label: (
            <span>
              <Tag>{lookup.eduChannel?.[p.channel] ?? p.channel}</Tag>
              {p.title}
            </span>
          ),
          extra: (
            <Progress
              aria-label={`${w('progress')}: ${p.title}`}
              style={{ width: 140 }}
              size="small"
              percent={Math.min(100, Math.round((studiedMinutes(p) / Math.max(1, p.requiredMinutes)) * 100))}
              format={() => `${studiedMinutes(p)}/${p.requiredMinutes}′`}
            />
          ),
          children: (
            <List
              size="small"
              dataSource={p.items}
              renderItem={(item) => (
                <List.Item
                  data-item={item.title}
                  actions={[
                    <Button key="study" size="small" type="link" onClick={() => setStudying(item.id)}>
                      {w('study')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={item.title}
                    description={`${lookup.eduContentKind?.[item.kind] ?? ''} · ${item.minutes}′ · ${item.record ? w('studied', { m: String(Math.floor(item.record.seconds / 60)) }) : ''}`}
                  />
                  {item.record?.finishedAt && <Tag color="blue">{w('finished')}</Tag>}
                </List.Item>
              )}
            />
          ),
        }))}
      />
      {studying !== null && (
        <StudyViewer
          contentId={studying}
          onClose={() => {
            setStudying(null);
            reload();
          }}
        />
      )}
    </>
  );
}
