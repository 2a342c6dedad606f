import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { memberEntity } from '@/contract/resource';
import { ResourceList, useResourceText } from '@/components/resource';
import { downloadMemberTemplate, importMembers, importMembersJob } from '@/api/org-member';
import { ImportDialog } from '@/components/import-dialog';
import { wordingIn, wordingsIn } from '@/components/use-texts';
import { IMPORT_TEXTS } from './texts';

/** memberMaintenance: members of the user's subtree; ID numbers and phones come masked for roles without member:sensitive. */
export default function MemberListPage() {
  const { language } = useResourceText();
  const [importing, setImporting] = useState<(() => void) | null>(null);
  return (
    <>
      <ResourceList
        entity={memberEntity}
        toolbar={({ access, reload }) =>
          access.write && (
            <Button icon={<ImportOutlined />} onClick={() => setImporting(() => reload)}>
              {wordingIn(IMPORT_TEXTS, 'button', language)}
            </Button>
          )
        }
      />
      <ImportDialog
        open={importing !== null}
        onClose={() => setImporting(null)}
        onImported={() => importing?.()}
        texts={wordingsIn(IMPORT_TEXTS, language)}
        fields={memberEntity.fields}
        upload={importMembers}
        uploadJob={importMembersJob}
        downloadTemplate={downloadMemberTemplate}
      />
    </>
  );
}
