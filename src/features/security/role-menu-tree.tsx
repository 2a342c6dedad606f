import { CaretDownFilled } from '@ant-design/icons';
import { Tree } from 'antd';
import { useMemo } from 'react';
import { ROUTE_CATALOGUE, joinRoutePath } from '@/contract/route-catalogue';
import { useResourceText } from '@/components/resource';
import { bracketed } from '@/contract';
import { securityText } from './texts';

interface Node {
  key: string;
  title: string;
  children?: Node[];
}

/** The route catalogue as a checkable tree: groups hold their screens; the value is the screens' absolute paths. */
export function RoleMenuTree({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (paths: string[]) => void;
  disabled?: boolean;
}) {
  const { language } = useResourceText();
  const detail = securityText(language, 'detailScreen');
  const expand = securityText(language, 'expandGroup');
  const collapse = securityText(language, 'collapseGroup');
  const nodes = useMemo<Node[]>(
    () =>
      ROUTE_CATALOGUE.map((top) => {
        const base = joinRoutePath('', top.path);
        return {
          key: `group:${base}`,
          title: top.label[language],
          children: (top.children ?? []).map((c) => {
            const key = joinRoutePath(base, c.path);
            const label = c.label[language];
            return { key, title: c.hidden ? `${label}${bracketed(language, detail)}` : label };
          }),
        };
      }),
    [detail, language],
  );
  return (
    <Tree
      checkable
      disabled={disabled}
      selectable={false}
      defaultExpandAll={false}
      // The tree's own caret, named for what a click on it does.
      switcherIcon={({ expanded }) => <CaretDownFilled aria-label={expanded ? collapse : expand} />}
      treeData={nodes}
      checkedKeys={value}
      onCheck={(checked) => {
        const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
        onChange(keys.filter((k) => !k.startsWith('group:')));
      }}
      data-testid="role-menu-tree"
    />
  );
}
