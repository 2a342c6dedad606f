import { Alert, Button, Card, DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { verifyLogChain, type LogChainCheck } from '@/contract/calls/log-chain';
import { useResourceText } from '@/components/resource';
import { useLazyCallQuery } from '@/store/use-call';
import { formatInstant, nowInGroupZone } from '@/utils/zoned-time';
import { systemText } from './texts';

const DAY = 'YYYY-MM-DD';
/** The period checked unless the auditor picks another: the last 30 days, today included. */
const lastThirtyDays = (): [Dayjs, Dayjs] => [nowInGroupZone().subtract(29, 'day'), nowInGroupZone()];

/** One log's result: intact with the rows checked, or the first row that does not match and why. */
function ChainResult({ check }: { check: LogChainCheck }) {
  const { language } = useResourceText();
  const log = systemText(check.log === 'operation_log' ? 'operations' : 'signIns', language);
  if (check.ok || !check.firstBad)
    return (
      <Alert
        type="success"
        showIcon
        title={systemText('chainIntact', language, { log, n: check.checked })}
        data-log={check.log}
      />
    );
  const bad = check.firstBad;
  const reason = { hash: 'chainHash', missingBefore: 'chainMissingBefore', missingAfter: 'chainMissingAfter' } as const;
  return (
    <Alert
      type="error"
      showIcon
      data-log={check.log}
      title={systemText('chainBroken', language, {
        log,
        id: bad.id,
        at: bad.at ? formatInstant(bad.at, 'YYYY-MM-DD HH:mm:ss') : '—',
      })}
      description={`${systemText(reason[bad.reason], language)} ${systemText('chainChecked', language, { n: check.checked })}`}
    />
  );
}

/**
 * The auditor checks that no row of the operation and sign-in logs was changed, removed or put in after it was
 * written: each row's SM3 hash covers its content and the row before it.
 */
export function LogChainPanel() {
  const { language } = useResourceText();
  const [period, setPeriod] = useState<[Dayjs, Dayjs]>(lastThirtyDays);
  const [verify, result] = useLazyCallQuery(verifyLogChain);
  return (
    <Card size="small" title={systemText('verifyChain', language)} style={{ marginBottom: 12 }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <DatePicker.RangePicker
            aria-label={systemText('chainPeriod', language)}
            allowClear={false}
            value={period}
            onChange={(range) => range?.[0] && range[1] && setPeriod([range[0], range[1]])}
          />
          <Button
            type="primary"
            loading={result.isFetching}
            onClick={() => void verify({ from: period[0].format(DAY), to: period[1].format(DAY) })}
          >
            {systemText('verifyChain', language)}
          </Button>
        </Space>
        {!result.isFetching && result.data?.checks.map((check) => <ChainResult key={check.log} check={check} />)}
      </Space>
    </Card>
  );
}
