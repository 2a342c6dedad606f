import { WarningOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { indicatorEntity } from '@/contract/resource';
import { ResourceList, WarningTags, useResourceText } from '@/components/resource';
import { systemText } from './texts';
import { entityRoutes } from '@/contract/entity-routes';

/** bs_index: the indicator tree as a table; a parent whose children do not add up carries a marker. */
export default function IndicatorListPage() {
  const navigate = useNavigate();
  const { language } = useResourceText();
  return (
    <ResourceList
      entity={indicatorEntity}
      treeParent="parentId"
      defaultHidden={['parentId']}
      render={{
        name: (r) => (
          <span data-indicator={String(r.code)}>
            {String(r.name)}
            {(r.warnings?.length ?? 0) > 0 && (
              <Tooltip title={r.warnings!.join('；')}>
                <WarningOutlined
                  className="indicator-sum-marker"
                  style={{ color: '#fa8c16', marginLeft: 6 }}
                  aria-label={systemText('check', language)}
                />
              </Tooltip>
            )}
          </span>
        ),
      }}
      columns={[
        {
          after: 'points',
          column: {
            key: 'childPoints',
            title: systemText('childPoints', language),
            render: (_: unknown, r) =>
              r.childPoints === null || r.childPoints === undefined ? '' : String(r.childPoints),
          },
        },
        {
          column: {
            key: 'warnings',
            title: systemText('check', language),
            render: (_: unknown, r) => <WarningTags record={r} />,
          },
        },
      ]}
      rowActions={(record, access) =>
        access.write && (
          <Button
            type="link"
            size="small"
            onClick={() =>
              navigate(
                `${entityRoutes(indicatorEntity).detail}?parentId=${record.id}&appliesTo=${String(record.appliesTo)}`,
              )
            }
          >
            {systemText('addChild', language)}
          </Button>
        )
      }
    />
  );
}
