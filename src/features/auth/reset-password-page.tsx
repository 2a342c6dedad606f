import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { changePassword } from '@/api/auth';
import { toastSuccess } from '@/api/notify';
import { goToPortal } from '@/api/request';
import { useTranslation } from '@/components/use-translation';
import { passwordProblem } from '@/contract';
import { wordIn } from '@/contract/messages';
import { useAppDispatch } from '@/store/hooks';
import { logout } from '@/store/session-thunks';
import { SecondFactorCard } from './second-factor-card';

interface Values {
  oldPwd: string;
  newPwd: string;
  confirmPwd: string;
}

/** /ResetPassword/Index: the policy is checked here in its own words, and again by the server. */
export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const onFinish = async ({ oldPwd, newPwd }: Values) => {
    setBusy(true);
    try {
      await changePassword(oldPwd, newPwd);
      toastSuccess(t('resetPassword.done'));
      await dispatch(logout());
      goToPortal();
    } catch {
      /* the request layer showed the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Card title={t('route.changePassword')} style={{ maxWidth: 520 }}>
        <Form form={form} layout="vertical" onFinish={onFinish}>
          <Form.Item
            name="oldPwd"
            label={t('resetPassword.oldPwd')}
            rules={[{ required: true, message: t('resetPassword.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newPwd"
            label={t('resetPassword.newPwd')}
            dependencies={['oldPwd']}
            rules={[
              { required: true, message: t('resetPassword.required') },
              ({ getFieldValue }) => ({
                validator: (_, value: string) => {
                  const problem = value
                    ? passwordProblem(value, undefined, getFieldValue('oldPwd') || undefined)
                    : null;
                  return problem ? Promise.reject(new Error(wordIn(problem, i18n.language))) : Promise.resolve();
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmPwd"
            label={t('resetPassword.confirmPwd')}
            dependencies={['newPwd']}
            rules={[
              { required: true, message: t('resetPassword.required') },
              ({ getFieldValue }) => ({
                validator: (_, value: string) =>
                  !value || value === getFieldValue('newPwd')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('resetPassword.mismatch'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('resetPassword.submit')}
          </Button>
        </Form>
      </Card>
      <SecondFactorCard />
    </>
  );
}
