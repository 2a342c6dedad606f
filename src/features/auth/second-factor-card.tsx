import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/components/use-translation';
import { confirmFactorEnrolment, getFactorState, startFactorEnrolment, type FactorSetup } from '@/contract/calls/auth';
import { useCallMutation, useCallQuery } from '@/store/use-call';

/** One's own second factor: whether it is on, and turning it on (scan, prove with a code, keep the recovery codes). */
export function SecondFactorCard() {
  const { t } = useTranslation();
  const state = useCallQuery(getFactorState, undefined);
  const [start, started] = useCallMutation(startFactorEnrolment);
  const [confirm, confirming] = useCallMutation(confirmFactorEnrolment);
  const [setup, setSetup] = useState<FactorSetup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);

  const onStart = async () => {
    try {
      setSetup(await start(undefined).unwrap());
    } catch {
      /* the request layer showed the server's message */
    }
  };
  const onConfirm = async ({ code }: { code: string }) => {
    try {
      const answer = await confirm({ code }).unwrap();
      setSetup(null);
      setRecovery(answer.recoveryCodes);
    } catch {
      /* the request layer showed the server's message */
    }
  };

  const s = state.data;
  return (
    <Card title={t('signInStep.factorCard')} style={{ maxWidth: 520, marginTop: 16 }} loading={state.isLoading}>
      {s && (
        <Typography.Paragraph>
          {s.enabled
            ? t('signInStep.factorOn').replace('{left}', String(s.recoveryCodesLeft))
            : t('signInStep.factorOff')}{' '}
          {s.required && t('signInStep.factorRequired')}
        </Typography.Paragraph>
      )}
      {recovery && (
        <Alert
          type="warning"
          title={t('signInStep.recoveryTitle')}
          description={
            <>
              <p>{t('signInStep.recoveryIntro')}</p>
              <Space wrap>
                {recovery.map((c) => (
                  <Typography.Text key={c} code copyable={false}>
                    {c}
                  </Typography.Text>
                ))}
              </Space>
            </>
          }
        />
      )}
      {s && !s.enabled && !setup && (
        <Button type="primary" onClick={onStart} loading={started.isLoading}>
          {t('signInStep.factorStart')}
        </Button>
      )}
      {setup && (
        <Form layout="vertical" onFinish={onConfirm}>
          <p>{t('signInStep.enrolIntro')}</p>
          <img src={setup.qr} alt={t('signInStep.qrAlt')} width={180} height={180} />
          <p>
            {t('signInStep.secret')}: <Typography.Text code>{setup.secret}</Typography.Text>
          </p>
          <Form.Item
            name="code"
            label={t('signInStep.code')}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('signInStep.codeRequired') }]}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={confirming.isLoading}>
            {t('signInStep.factorConfirm')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
