import { ImportOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { feeApi } from '@/api/fees';
import { feeIncomeEntity, FEE_STATUS } from '@/contract/resource';
import { ImportDialog } from '@/components/import-dialog';
import { ResourceList } from '@/components/resource';
import { FeeStatusTag } from './fee-status-tag';
import { GenerateButton } from './generate-button';
import { PayButton } from './pay-button';
import { SummaryPanel } from './summary-panel';
import { WarningsPanel } from './warnings-panel';
import { wordingsIn } from '@/components/use-texts';
import { BASE_IMPORT_TEXTS } from './texts';
import { useFeeTexts } from './use-fee-texts';
import { feeBaseFields } from './base-fields';

/** feeIncome (route type 'in'): the dues rows with generate, mark paid and base import; the summary; the arrears. */
export function IncomeScreen() {
  const { w, language } = useFeeTexts();
  const [tab, setTab] = useState('rows');
  const [importing, setImporting] = useState<(() => void) | null>(null);
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          {
            key: 'rows',
            label: w('rows'),
            children: (
              <ResourceList
                entity={feeIncomeEntity}
                render={{ status: (r) => <FeeStatusTag value={r.status} /> }}
                selectable={(r) => r.status === FEE_STATUS.unpaid}
                toolbar={({ access, reload, filters, search, selected }) =>
                  access.write && (
                    <>
                      <GenerateButton onDone={(month) => search({ ...filters, month })} />
                      <PayButton rows={selected} onDone={reload} />
                      <Button icon={<ImportOutlined />} onClick={() => setImporting(() => reload)}>
                        {w('importBases')}
                      </Button>
                    </>
                  )
                }
              />
            ),
          },
          { key: 'summary', label: w('summary'), children: <SummaryPanel /> },
          { key: 'warnings', label: w('warnings'), children: <WarningsPanel /> },
        ]}
      />
      <ImportDialog
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.()}
        texts={wordingsIn(BASE_IMPORT_TEXTS, language)}
        fields={feeBaseFields}
        upload={feeApi.importBases}
        downloadTemplate={feeApi.baseTemplate}
      />
    </>
  );
}
