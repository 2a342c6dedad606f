import { Card, Empty, Tree } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { orgCommitteeEntity } from '@/contract/resource';
import { ResourceList, useOrgUnits, useResourceText, type OrgTreeOption } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import './organization.css';

interface TreeNode {
  key: number;
  title: string;
  children: TreeNode[];
}
const toTreeNode = (n: OrgTreeOption): TreeNode => ({
  key: n.value,
  title: n.title,
  children: n.children.map(toTreeNode),
});

/** managepartyorg_dwInfo: the committee of one organisation, chosen on the tree or passed as ?orgId=. */
export default function CommitteePage() {
  const [params, setParams] = useSearchParams();
  const { tree, units } = useOrgUnits();
  const { label } = useResourceText();
  const ownOrg = useAppSelector((s) => s.session.orgId);
  const chosen = Number(params.get('orgId') || ownOrg || units[0]?.id || 0);
  const chosenName = units.find((u) => Number(u.id) === chosen)?.name;

  return (
    <div className="org-split">
      <Card size="small" className="org-split-tree">
        {tree.length > 0 && (
          <Tree
            treeData={tree.map(toTreeNode)}
            defaultExpandAll
            selectedKeys={chosen ? [chosen] : []}
            onSelect={(keys) => keys.length && setParams({ orgId: String(keys[0]) })}
          />
        )}
      </Card>
      <div className="org-split-main">
        {chosen ? (
          <>
            <h3 className="org-split-title">
              {chosenName} · {label(orgCommitteeEntity.label)}
            </h3>
            <ResourceList entity={orgCommitteeEntity} fixedFilters={{ orgId: chosen }} />
          </>
        ) : (
          <Empty />
        )}
      </div>
    </div>
  );
}
