import { Alert, Button, Card, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '@/api/notify';
import { callsOf, type DetailRecord } from '@/api/resource';
import { securityApi } from '@/api/security';
import { OrgsTreeSelect, useResourceText } from '@/components/resource';
import { securityText } from './texts';
import { bracketed, colon, comma } from '@/contract';
import { useCallQuery } from '@/store/use-call';

/** UserMgtOrgInfo: organisations an account manages beyond its own subtree; every call's scope includes them from the next call on. */
export default function UserOrgPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const { language } = useResourceText();
  const w = (k: Parameters<typeof securityText>[1]) => securityText(language, k);
  const account = useCallQuery(callsOf('account').get, { id }, { refetchOnMountOrArgChange: true });
  const r = account.data;
  // The organisations picked on the screen, until the account is loaded again.
  const [picked, setPicked] = useState<{ over: DetailRecord; orgIds: number[] }>();
  const orgIds = picked && picked.over === r ? picked.orgIds : ((r?.grantOrgIds as number[] | undefined) ?? []);
  const setOrgIds = (next: number[]) => r && setPicked({ over: r, orgIds: next });
  const [busy, setBusy] = useState(false);
  const load = () => account.refetch();
  if (!r) return <Spin style={{ display: 'block', margin: 48 }} />;
  const save = async () => {
    setBusy(true);
    try {
      await securityApi.grantOrgs({ id: r.id, version: r.version, orgIds });
      toastSuccess(w('done'));
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(false);
      void load();
    }
  };
  return (
    <Card
      size="small"
      title={`${w('grants')}${colon(language)}${String(r.displayName)}${bracketed(language, `${String(r.account)}${comma(language)}${String(r.orgIdName ?? '')}`)}`}
      extra={
        <Space>
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {w('save')}
          </Button>
          <Button onClick={() => navigate('/UserPrivilege/UserMgt')}>{w('back')}</Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={w('grantsHint')} style={{ marginBottom: 12 }} />
      <OrgsTreeSelect value={orgIds} onChange={(v) => setOrgIds(v ?? [])} />
    </Card>
  );
}
