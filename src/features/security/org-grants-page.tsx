import { Card, Col, Empty, Row, Table, Tree } from 'antd';
import { useMemo, useState } from 'react';
import type { OrgGrant } from '@/api/security';
import { grantsByOrg } from '@/contract/calls/security';
import { useOrgUnits, useResourceText } from '@/components/resource';
import { bracketed } from '@/contract';
import { useCallQuery } from '@/store/use-call';
import { securityText } from './texts';

const NO_GRANTS: OrgGrant[] = [];

/** OrgMgt: the grants of UserMgtOrgInfo seen from the organisation tree: which administrators hold which organisations. */
export default function OrgGrantsPage() {
  const { language } = useResourceText();
  const w = (k: Parameters<typeof securityText>[1]) => securityText(language, k);
  const { tree } = useOrgUnits();
  const grants = useCallQuery(grantsByOrg, undefined).data ?? NO_GRANTS;
  const [selected, setSelected] = useState<number | null>(null);
  const held = useMemo(
    () => new Map(grants.map((g) => [g.orgId, (grants.filter((x) => x.orgId === g.orgId) ?? []).length])),
    [grants],
  );
  type N = { title: string; value: number; children?: N[] };
  const nodes = useMemo(() => {
    const walk = (list: N[]): object[] =>
      list.map((n) => ({
        key: n.value,
        title: held.get(n.value) ? `${n.title}${bracketed(language, String(held.get(n.value)))}` : n.title,
        children: walk(n.children ?? []),
      }));
    return walk(tree as unknown as N[]);
  }, [tree, held, language]);
  const shown = selected === null ? grants : grants.filter((g) => g.orgId === selected);
  return (
    <Row gutter={16} className="org-grants">
      <Col xs={24} md={9}>
        <Card size="small" title={w('org')}>
          {nodes.length ? (
            <Tree
              treeData={nodes as never}
              defaultExpandAll
              onSelect={(keys) => setSelected(keys.length ? Number(keys[0]) : null)}
            />
          ) : (
            <Empty />
          )}
        </Card>
      </Col>
      <Col xs={24} md={15}>
        <Card size="small" title={selected === null ? w('allOrgs') : w('holders')}>
          <Table<OrgGrant>
            rowKey={(g) => `${g.orgId}-${g.accountId}`}
            size="middle"
            dataSource={shown}
            locale={{ emptyText: w('noGrants') }}
            pagination={false}
            columns={[
              { key: 'org', title: w('org'), dataIndex: 'orgName' },
              { key: 'name', title: w('name'), dataIndex: 'displayName' },
              { key: 'account', title: w('account'), dataIndex: 'account' },
              {
                key: 'status',
                title: w('status'),
                render: (_, g) => (g.status === 'disabled' ? w('disabled') : w('active')),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
