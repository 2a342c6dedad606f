import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toastError, toastSuccess } from '@/api/notify';
import { callsOf, fieldErrorsOf, resourceApi, type DetailRecord } from '@/api/resource';
import { MESSAGES } from '@/contract';
import { DATA_SCOPE, roleEntity } from '@/contract/resource';
import { DictSelect, OrgsTreeSelect, useEntityAccess, useResourceText } from '@/components/resource';
import { useCallQuery } from '@/store/use-call';
import { RoleMenuTree } from './role-menu-tree';
import { RolePrivileges } from './role-privileges';
import { securityText } from './texts';
import { entityRoutes } from '@/contract/entity-routes';

/** What a new role starts with: the home and password screens, the subtree. */
const NEW_ROLE = {
  dataScope: DATA_SCOPE.subtree,
  menuPaths: ['/Index/Index', '/ResetPassword/Index'],
  privileges: [],
  sort: 0,
};

const label = (name: string) => roleEntity.fields.find((f) => f.name === name)!.label;

/** role_info: a role's name, data scope, screens (a tree of the route catalogue) and action privileges. */
export default function RoleDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const navigate = useNavigate();
  const { t, label: l, language } = useResourceText();
  const access = useEntityAccess(roleEntity);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const scope = Form.useWatch('dataScope', form);
  // A save invalidates the role's tag, so the record comes back fresh and the form takes it.
  const answer = useCallQuery(callsOf('role').get, id ? { id } : skipToken);
  const record: DetailRecord | null = (id && answer.currentData) || null;
  useEffect(() => {
    if (record) form.setFieldsValue(record);
  }, [record, form]);

  const save = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      const saved = await resourceApi.save('role', {
        ...values,
        ...(record ? { id: record.id, version: record.version } : {}),
      });
      toastSuccess(MESSAGES.submitOk);
      if (!record) navigate(`${entityRoutes(roleEntity).detail}?id=${saved.id}`, { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) form.setFields(Object.entries(fields).map(([name, message]) => ({ name, errors: [message] })));
      toastError(`${MESSAGES.submitFailed}：${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  if (id && !record) return <Spin style={{ display: 'block', margin: 48 }} />;
  const builtIn = record?.builtIn === true;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void save(v)}
      disabled={!access.write}
      initialValues={NEW_ROLE}
      className="role-detail"
      data-entity="role"
    >
      <Card size="small">
        <div className="resource-detail-header">
          <h3>{record ? String(record.name) : t('newTitle', { entity: l(roleEntity.label) })}</h3>
          <Space>
            {access.write && (
              <Button type="primary" htmlType="submit" loading={busy}>
                {t('save')}
              </Button>
            )}
            <Button disabled={false} onClick={() => navigate(entityRoutes(roleEntity).list)}>
              {t('back')}
            </Button>
          </Space>
        </div>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={l(label('name'))} rules={[{ required: true, max: 50 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="value"
              label={l(label('value'))}
              rules={[{ required: true, max: 32 }]}
              tooltip={l(roleEntity.fields.find((f) => f.name === 'value')!.help!)}
            >
              <Input disabled={builtIn || !access.write} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="sort" label={l(label('sort'))}>
              <InputNumber min={0} max={9999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dataScope" label={l(label('dataScope'))} rules={[{ required: true }]}>
              <DictSelect dict="dataScope" />
            </Form.Item>
          </Col>
          {scope === DATA_SCOPE.listed && (
            <Col xs={24} md={16}>
              <Form.Item name="scopeOrgIds" label={l(label('scopeOrgIds'))} rules={[{ required: true }]}>
                <OrgsTreeSelect />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <Form.Item name="description" label={l(label('description'))}>
              <Input.TextArea rows={2} maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <Card size="small" title={securityText(language, 'menus')}>
            {/* The hint under the title, not beside it: beside it, a narrow card cut the title short. */}
            <div className="muted" style={{ marginBottom: 8 }}>
              {securityText(language, 'menusHint')}
            </div>
            <Form.Item name="menuPaths" valuePropName="value" noStyle>
              <MenuField disabled={!access.write} />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title={securityText(language, 'privileges')}>
            <Form.Item name="privileges" help={undefined}>
              <PrivilegeField disabled={!access.write} />
            </Form.Item>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}

function MenuField({
  value,
  onChange,
  disabled,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  disabled?: boolean;
}) {
  return <RoleMenuTree value={value ?? []} onChange={(v) => onChange?.(v)} disabled={disabled} />;
}

function PrivilegeField({
  value,
  onChange,
  disabled,
}: {
  value?: string[];
  onChange?: (v: string[]) => void;
  disabled?: boolean;
}) {
  return <RolePrivileges value={value ?? []} onChange={(v) => onChange?.(v)} disabled={disabled} />;
}
