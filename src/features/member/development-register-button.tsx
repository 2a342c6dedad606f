import { PrinterOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { documentsApi } from '@/api/documents';
import { useTexts } from '@/components/use-texts';
import { REGISTER_TEXTS } from './texts';

/** The development register of a year (.xlsx, ready to print): the applicants of that year in the user's scope. */
export function DevelopmentRegisterButton({ thisYear }: { thisYear: number }) {
  const { t } = useTexts(REGISTER_TEXTS);
  const [year, setYear] = useState(thisYear);
  const [busy, setBusy] = useState(false);
  const print = () => {
    setBusy(true);
    documentsApi
      .developmentRegister(year)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Space.Compact>
      <InputNumber
        aria-label={t('year')}
        min={1921}
        max={thisYear + 1}
        value={year}
        onChange={(v) => v && setYear(v)}
        style={{ width: 96 }}
      />
      <Button icon={<PrinterOutlined />} loading={busy} onClick={print}>
        {t('print')}
      </Button>
    </Space.Compact>
  );
}
