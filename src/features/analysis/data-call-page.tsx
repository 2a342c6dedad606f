import { Spin, Tabs } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import { dataCallEntity, dataCallReplyEntity } from '@/contract/resource';
import { ResourceList, useOrgUnits } from '@/components/resource';
import { useDataCallText } from './data-call-texts';

type Tab = 'sent' | 'received';

/**
 * datacall: the data calls the caller's level sent down (with each organisation's progress), and what its
 * organisations received to fill in. A level with no organisation below it opens on what it received.
 */
export default function DataCallPage() {
  const { t } = useDataCallText();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { units, loading } = useOrgUnits();
  const asked = params.get('tab') ?? (pathname.endsWith('_received') ? 'received' : null);
  const opening: Tab = units.length > 1 ? 'sent' : 'received';
  if (asked !== 'sent' && asked !== 'received' && loading)
    return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const tab: Tab = asked === 'sent' || asked === 'received' ? asked : opening;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === opening ? {} : { tab: key }, { replace: true })}
      items={[
        { key: 'sent', label: t('sent'), children: <ResourceList entity={dataCallEntity} /> },
        {
          key: 'received',
          label: t('received'),
          children: <ResourceList entity={dataCallReplyEntity} madeBySending />,
        },
      ]}
    />
  );
}
