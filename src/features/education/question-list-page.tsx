import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { downloadPosted } from '@/api/resource';
import { importSheet } from '@/api/import-sheet';
import { questionEntity } from '@/contract/resource';
import { ImportDialog } from '@/components/import-dialog';
import { ResourceList, useResourceText } from '@/components/resource';
import { wordingsIn } from '@/components/use-texts';
import { QUESTION_IMPORT_TEXTS } from './texts';
import { useEduTexts, useOwnOrg } from './use-channel';

/** mitembank: the question bank of the caller's subtree, with Excel import (all rows or none) and export. */
export default function QuestionListPage() {
  const { language } = useResourceText();
  const w = useEduTexts();
  const orgId = useOwnOrg();
  const [importing, setImporting] = useState<(() => void) | null>(null);
  return (
    <>
      <ResourceList
        entity={questionEntity}
        detailQuery={{ orgId }}
        toolbar={({ access, reload }) =>
          access.write && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(() => reload)}>
              {w('importButton')}
            </Button>
          )
        }
      />
      <ImportDialog
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.()}
        texts={wordingsIn(QUESTION_IMPORT_TEXTS, language)}
        fields={questionEntity.fields}
        upload={(file) => importSheet('/api/question/import', file)}
        downloadTemplate={() => downloadPosted('/api/question/importTemplate', {}, 'question-template.xlsx')}
      />
    </>
  );
}
