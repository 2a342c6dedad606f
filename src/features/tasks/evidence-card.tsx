import { Button, Card, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { DetailRecord } from '@/api/resource';
import { EvidenceList, linksOf } from './submission-facts';
import { useTaskText, type TaskTextKey } from './texts';

const PICKERS: [string, TaskTextKey][] = [
  ['relationReport', 'linkReports'],
  ['relationToclass', 'linkMeetings'],
  ['relationPdactiv', 'linkActivities'],
  ['changeRelation', 'changeLinks'],
];

/** The evidence linked to a submission, and the pickers that add to it or change it. */
export function EvidenceCard({ record, editable }: { record: DetailRecord; editable: boolean }) {
  const t = useTaskText();
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      title={t('evidence')}
      data-testid="evidence-card"
      extra={
        editable && (
          <Space wrap size={4}>
            {PICKERS.map(([route, text]) => (
              <Button key={route} size="small" onClick={() => navigate(`/Partysearch/${route}?id=${record.id}`)}>
                {t(text)}
              </Button>
            ))}
          </Space>
        )
      }
    >
      <EvidenceList links={linksOf(record.evidence)} />
    </Card>
  );
}
