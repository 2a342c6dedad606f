import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router-dom';
import { orgEntity, orgCommitteeEntity, orgTermEntity } from '@/contract/resource';
import { ResourceList, WarningTags, useResourceText } from '@/components/resource';
import { entityRoutes } from '@/contract/entity-routes';

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
      columns={[
        {
          after: 'fullMemberCount',
          column: { key: 'warnings', title: t('warnings'), render: (_: unknown, r) => <WarningTags record={r} /> },
        },
      ]}
      rowActions={(record, access) => (
        <>
          {access.write && (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(`${entityRoutes(orgEntity).detail}?parentId=${record.id}`)}
            >
              {ADD_CHILD[language]}
            </Button>
          )}
          {/* The ways to the organisation's committee and terms fold under one link: six links in a row pinned the
              actions column over the last data columns. */}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                {
                  key: 'committee',
                  label: label(orgCommitteeEntity.label),
                  onClick: () => navigate(`${entityRoutes(orgCommitteeEntity).list}?orgId=${record.id}`),
                },
                {
                  key: 'term',
                  label: label(orgTermEntity.label),
                  onClick: () => navigate(`${entityRoutes(orgTermEntity).list}?orgId=${record.id}`),
                },
              ],
            }}
          >
            <Button type="link" size="small">
              {t('moreActions')} <DownOutlined />
            </Button>
          </Dropdown>
        </>
      )}
    />
  );
}
