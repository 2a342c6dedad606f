import { Tag } from 'antd';
import { roleEntity } from '@/contract/resource';
import { ResourceList, useResourceText } from '@/components/resource';
import { securityText } from './texts';

/** role: the roles, built-in ones marked (they keep their value and are never deleted). */
export default function RoleListPage() {
  const { language } = useResourceText();
  return (
    <ResourceList
      entity={roleEntity}
      render={{ builtIn: (r) => (r.builtIn ? <Tag color="gold">{securityText(language, 'builtIn')}</Tag> : null) }}
    />
  );
}
