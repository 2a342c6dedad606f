import { Button, Card, Descriptions, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { callsOf } from '@/api/resource';
import { useResourceText } from '@/components/resource';
import { useCallQuery } from '@/store/use-call';
import { securityText } from './texts';
import { colon } from '@/contract';

/** UserMgtInfo: one person: where they work, their post and phone, the roles and account they sign in with, their grants. */
export default function UserDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const { language } = useResourceText();
  const w = (k: Parameters<typeof securityText>[1]) => securityText(language, k);
  const r = useCallQuery(callsOf('account').get, { id }).currentData;
  if (!r) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Card
      size="small"
      title={`${w('person')}${colon(language)}${String(r.displayName)}`}
      extra={
        <Space>
          <Button onClick={() => navigate(`/UserPrivilege/UserMgtOrgInfo?id=${r.id}`)}>{w('grants')}</Button>
          <Button onClick={() => navigate(`/systemmanagement/bs_account_info?id=${r.id}`)}>{w('accountLink')}</Button>
          <Button onClick={() => navigate('/UserPrivilege/UserMgt')}>{w('back')}</Button>
        </Space>
      }
    >
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={w('name')}>{String(r.displayName)}</Descriptions.Item>
        <Descriptions.Item label={w('org')}>{String(r.orgIdName ?? '')}</Descriptions.Item>
        <Descriptions.Item label={w('post')}>{String(r.post ?? '—')}</Descriptions.Item>
        <Descriptions.Item label={w('phone')}>{String(r.phone ?? '—')}</Descriptions.Item>
        <Descriptions.Item label={w('roles')}>{String(r.roleNames ?? '')}</Descriptions.Item>
        <Descriptions.Item label={w('account')}>{String(r.account)}</Descriptions.Item>
        <Descriptions.Item label={w('status')}>
          {r.status === 'disabled' ? w('disabled') : w('active')}
          {r.locked ? ` · ${w('locked')}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label={w('grants')}>{((r.grantOrgIds as number[]) ?? []).length}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
