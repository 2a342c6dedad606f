import { Card } from 'antd';
import { sealEntity, sealUseEntity } from '@/contract/resource';
import { ResourceList, useResourceText } from '@/components/resource';
import { securityText } from './texts';
import './security.css';

/** SealManage: the seals with their impressions, and below them the register of uses (append-only; a use is added, never changed). */
export default function SealListPage() {
  const { language } = useResourceText();
  return (
    <>
      <ResourceList
        entity={sealEntity}
        columns={[
          {
            after: 'name',
            column: {
              key: 'impression',
              title: securityText(language, 'impression'),
              render: (_, r) => (r.image ? <img className="seal-thumb" src={String(r.image)} alt="" /> : null),
            },
          },
        ]}
      />
      <Card size="small" title={securityText(language, 'uses')} className="seal-uses" data-testid="seal-uses">
        <ResourceList entity={sealUseEntity} />
      </Card>
    </>
  );
}
