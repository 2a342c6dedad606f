import { Alert, Button, Card, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toastSuccess } from '@/api/notify';
import { resourceApi, type DetailRecord } from '@/api/resource';
import { securityApi } from '@/api/security';
import { OrgsTreeSelect, useResourceText } from '@/components/resource';
import { securityText } from './texts';
import { bracketed, colon, comma } from '@/contract';

/** UserMgtOrgInfo: organisations an account manages beyond its own subtree; every call's scope includes them from the next call on. */
export default function UserOrgPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const { language } = useResourceText();
  const w = (k: Parameters<typeof securityText>[1]) => securityText(language, k);
  const [r, setR] = useState<DetailRecord | null>(null);
  const [orgIds, setOrgIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const load = () =>
    resourceApi
      .get('account', id)
      .then((rec) => {
        setR(rec);
        setOrgIds((rec.grantOrgIds as number[]) ?? []);
      })
      .catch(() => undefined);
  useEffect(() => void load(), [id]); // eslint-disable-line react-hooks/exhaustive-deps
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
