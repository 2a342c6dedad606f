import { L } from '@/contract/resource';
import type { DetailSection } from '@/components/resource';

/** How a submission reads on both sides: what was reported, then how it was reviewed. */
export const SUBMISSION_SECTIONS: DetailSection[] = [
  {
    title: L(['填报情况', 'Submission', 'Respuesta']),
    fields: [
      'taskId',
      'taskType',
      'taskState',
      'orgId',
      'issuerOrgId',
      'deadline',
      'state',
      'submittedAt',
      'selfScore',
      'responderCount',
      'progress',
    ],
  },
  {
    title: L(['审核结果', 'Review', 'Revisión']),
    fields: ['score', 'stars', 'highlight', 'reviewedAt', 'reviewOpinion'],
  },
];
