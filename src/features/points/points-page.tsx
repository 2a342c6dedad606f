import { Card, InputNumber, Space, Tabs } from 'antd';
import { useState } from 'react';
import { pointsEntryEntity } from '@/contract/resource';
import { OrgTreeSelect, ResourceList } from '@/components/resource';
import { yearInGroupZone } from '@/utils/zoned-time';
import { MemberPointsDrawer } from './member-points-drawer';
import { RankingTable } from './ranking-table';
import { usePointsText } from './texts';

/**
 * 党员积分: the year's ranking of the caller's subtree (or an organisation of it), each member's year item
 * by item, and the branches' entries of points, which count once the level above approves them.
 */
export default function PointsPage() {
  const { t } = usePointsText();
  const [orgId, setOrgId] = useState<number | null>(null);
  const [year, setYear] = useState(yearInGroupZone);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Card>
      <Tabs
        items={[
          {
            key: 'ranking',
            label: t('ranking'),
            children: (
              <>
                <Space wrap style={{ marginBottom: 12 }}>
                  <span>{t('org')}</span>
                  <div style={{ width: 280 }}>
                    <OrgTreeSelect aria-label={t('org')} value={orgId} onChange={setOrgId} />
                  </div>
                  <span>{t('year')}</span>
                  <InputNumber
                    aria-label={t('year')}
                    min={2000}
                    max={yearInGroupZone()}
                    value={year}
                    onChange={(v) => v && setYear(v)}
                  />
                </Space>
                <RankingTable orgId={orgId} year={year} onOpen={setOpen} />
                <MemberPointsDrawer memberId={open} year={year} onClose={() => setOpen(null)} />
              </>
            ),
          },
          { key: 'entries', label: t('entries'), children: <ResourceList entity={pointsEntryEntity} /> },
        ]}
      />
    </Card>
  );
}
