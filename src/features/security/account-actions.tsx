import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '@/api/notify';
import type { ResourceRecord } from '@/api/resource';
import { securityApi } from '@/api/security';
import { colon, passwordProblem } from '@/contract';
import { wordIn } from '@/contract/messages';
import { useResourceText } from '@/components/resource';
import { securityText } from './texts';

/** Disable (its sessions end at once) or enable, unlock after failed sign-ins, and reset the password under the policy. */
export function AccountActions({
  record,
  onDone,
  link,
}: {
  record: ResourceRecord;
  onDone: () => void;
  link?: boolean;
}) {
  const { language } = useResourceText();
  const w = (k: Parameters<typeof securityText>[1]) => securityText(language, k);
  const [resetting, setResetting] = useState(false);
  const [pwd, setPwd] = useState('');
  const type = link ? 'link' : 'default';
  const size = link ? 'small' : 'middle';
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      toastSuccess(w('done'));
    } catch {
      /* the request layer showed why */
    }
    onDone();
  };
  const problem = pwd ? passwordProblem(pwd, undefined, undefined, String(record.account)) : null;
  return (
    <Space size={link ? 0 : 8} wrap>
      {record.status === 'disabled' ? (
        <Button
          type={type}
          size={size}
          onClick={() => void run(() => securityApi.enable({ id: record.id, version: record.version }))}
        >
          {w('enable')}
        </Button>
      ) : (
        <Popconfirm
          title={w('disableConfirm')}
          onConfirm={() => void run(() => securityApi.disable({ id: record.id, version: record.version }))}
        >
          <Button type={type} size={size} danger>
            {w('disable')}
          </Button>
        </Popconfirm>
      )}
      {record.locked === true && (
        <Button type={type} size={size} onClick={() => void run(() => securityApi.unlock(record.id))}>
          {w('unlock')}
        </Button>
      )}
      <Button type={type} size={size} onClick={() => setResetting(true)}>
        {w('resetPassword')}
      </Button>
      {record.secondFactor === true && (
        <Popconfirm
          title={w('resetFactorConfirm')}
          onConfirm={() => void run(() => securityApi.resetFactor(Number(record.id)))}
        >
          <Button type={type} size={size}>
            {w('resetFactor')}
          </Button>
        </Popconfirm>
      )}
      <Modal
        open={resetting}
        title={`${w('resetPassword')}${colon(language)}${String(record.account)}`}
        okButtonProps={{ disabled: !pwd || problem !== null }}
        onCancel={() => setResetting(false)}
        onOk={() =>
          void run(() => securityApi.resetPassword(record.id, pwd)).then(() => {
            setResetting(false);
            setPwd('');
          })
        }
      >
        <Form layout="vertical">
          <Form.Item
            label={w('newPassword')}
            validateStatus={problem ? 'error' : undefined}
            help={problem ? wordIn(problem, language) : undefined}
          >
            <Input.Password value={pwd} onChange={(e) => setPwd(e.target.value)} autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
