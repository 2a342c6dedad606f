import { Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callsOf, type ResourceRecord } from '@/api/resource';
import { useResourceText } from '@/components/resource';
import { useCallQuery } from '@/store/use-call';
import { securityText } from './texts';

const NO_ROWS: ResourceRecord[] = [];

/** UserMgt: the staff behind the accounts, as people: name, organisation, post, phone (masked), roles, account, grants. */
export default function UserListPage() {
  const { language } = useResourceText();
  const w = (k: Parameters<typeof securityText>[1]) => securityText(language, k);
  const navigate = useNavigate();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [name, setName] = useState('');
  const answer = useCallQuery(callsOf('account').list, {
    pageCurrent: page.current,
    pageSize: page.size,
    filters: name ? { displayName: name } : {},
  });
  // A failed page keeps the rows shown before it, as the screen did.
  const rows = answer.data?.records ?? NO_ROWS;
  const total = answer.data?.total ?? 0;
  return (
    <Card size="small" className="user-list">
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={w('search')}
          onSearch={(v) => {
            setName(v.trim());
            setPage({ ...page, current: 1 });
          }}
          style={{ width: 280 }}
        />
      </Space>
      <Table<ResourceRecord>
        rowKey="id"
        size="middle"
        loading={answer.isFetching}
        dataSource={rows}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total,
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { key: 'displayName', title: w('name'), render: (_, r) => String(r.displayName ?? '') },
          { key: 'org', title: w('org'), render: (_, r) => String(r.orgIdName ?? '') },
          { key: 'post', title: w('post'), render: (_, r) => String(r.post ?? '—') },
          { key: 'phone', title: w('phone'), render: (_, r) => String(r.phone ?? '—') },
          { key: 'roles', title: w('roles'), render: (_, r) => String(r.roleNames ?? '') },
          { key: 'account', title: w('account'), render: (_, r) => String(r.account) },
          { key: 'grants', title: w('grants'), render: (_, r) => ((r.grantOrgIds as number[]) ?? []).length || '—' },
          {
            key: 'actions',
            title: w('actions'),
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => navigate(`/UserPrivilege/UserMgtInfo?id=${r.id}`)}>
                  {w('view')}
                </Button>
                <Button type="link" size="small" onClick={() => navigate(`/UserPrivilege/UserMgtOrgInfo?id=${r.id}`)}>
                  {w('grants')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
