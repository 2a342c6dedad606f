import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { workArrangementEntity, workArrangementReceiptEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { useAffairsText } from './texts';

/** workargmt: what the caller's level sent down (with each target's progress), and what its organisations received. */
export default function ArrangementPage() {
  const { t } = useAffairsText();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'received' ? 'received' : 'issued';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'received' ? { tab: key } : {}, { replace: true })}
      items={[
        { key: 'issued', label: t('issued'), children: <ResourceList entity={workArrangementEntity} /> },
        { key: 'received', label: t('received'), children: <ResourceList entity={workArrangementReceiptEntity} /> },
      ]}
    />
  );
}
