import { Spin, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { workArrangementEntity, workArrangementReceiptEntity } from '@/contract/resource';
import { ResourceList, useOrgUnits } from '@/components/resource';
import { useAffairsText } from './texts';

type Tab = 'issued' | 'received';

/**
 * workargmt: what the caller's level sent down (with each target's progress), and what its
 * organisations received. A level with no organisation below it has nothing to send down: it opens
 * on what it received.
 */
export default function ArrangementPage() {
  const { t } = useAffairsText();
  const [params, setParams] = useSearchParams();
  const { units, loading } = useOrgUnits();
  const asked = params.get('tab');
  const opening: Tab = units.length > 1 ? 'issued' : 'received';
  if (asked !== 'issued' && asked !== 'received' && loading)
    return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const tab: Tab = asked === 'issued' || asked === 'received' ? asked : opening;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === opening ? {} : { tab: key }, { replace: true })}
      items={[
        { key: 'issued', label: t('issued'), children: <ResourceList entity={workArrangementEntity} /> },
        { key: 'received', label: t('received'), children: <ResourceList entity={workArrangementReceiptEntity} /> },
      ]}
    />
  );
}
