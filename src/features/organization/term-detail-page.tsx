import { L, orgTermEntity } from '@/contract/resource';
import { ResourceDetailPage, useResourceText, type DetailSection } from '@/components/resource';
import { DueStateTag } from './due-state-tag';

const SECTIONS: DetailSection[] = [
  {
    title: L(['届次', 'Term', 'Mandato']),
    fields: ['orgId', 'termNo', 'electionMode', 'startOn', 'dueOn', 'actualEndOn', 'dueState'],
  },
  {
    title: L(['延期或提前换届', 'Delay or advance', 'Aplazamiento o adelanto']),
    fields: ['adjustApprovalNo', 'adjustReason'],
  },
  { title: L(['当选班子', 'Elected committee', 'Comité elegido']), fields: ['committee'] },
];

const TERM_TITLE = { zh: '{org} 第{n}届', en: '{org}: term {n}', es: '{org}: mandato {n}' } as const;

/** exchangeorg_info: one term; the due end follows from the organisation type when left empty. */
export default function TermDetailPage() {
  const { language } = useResourceText();
  return (
    <ResourceDetailPage
      entity={orgTermEntity}
      sections={SECTIONS}
      recordTitle={(r) =>
        TERM_TITLE[language].replace('{org}', String(r.orgIdName ?? '')).replace('{n}', String(r.termNo ?? ''))
      }
      viewRender={{ dueState: (r) => <DueStateTag value={r.dueState} /> }}
    />
  );
}
