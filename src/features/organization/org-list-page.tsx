import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { orgEntity, orgCommitteeEntity, orgTermEntity } from '@/contract/resource';
import { ResourceList, WarningTags, useResourceText } from '@/components/resource';

const ADD_CHILD = { zh: '新增下级', en: 'Add below', es: 'Añadir debajo' } as const;

/** managepartyorg: the organisation tree as a table, with the size warnings and the way to committee and terms. */
export default function OrgListPage() {
  const navigate = useNavigate();
  const { t, label, language } = useResourceText();
  return (
    <ResourceList
      entity={orgEntity}
      treeParent="parentId"
      defaultHidden={['parentId']}
      columns={[{ after: 'fullMemberCount', column: { key: 'warnings', title: t('warnings'), render: (_: unknown, r) => <WarningTags record={r} /> } }]}
      rowActions={(record, access) => (
        <>
          {access.write && (
            <Button type="link" size="small" onClick={() => navigate(`${orgEntity.routes.detail}?parentId=${record.id}`)}>
              {ADD_CHILD[language]}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => navigate(`${orgCommitteeEntity.routes.list}?orgId=${record.id}`)}>
            {label(orgCommitteeEntity.label)}
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`${orgTermEntity.routes.list}?orgId=${record.id}`)}>
            {label(orgTermEntity.label)}
          </Button>
        </>
      )}
    />
  );
}
