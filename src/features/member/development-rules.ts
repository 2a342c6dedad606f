import dayjs from 'dayjs';

/** The statutory time rules of member development, as due dates a clerk can plan by. */
export interface StageDue {
  stage: string;
  /** The date the stage was reached, if it was. */
  reachedOn?: string;
  /** When the next step of this stage falls due (or may happen at the earliest). */
  dueOn?: string;
  rule: 'talk' | 'activistYear' | 'approval' | 'probation' | null;
}

const plus = (date: unknown, months: number): string | undefined =>
  typeof date === 'string' && date ? dayjs(date).add(months, 'month').format('YYYY-MM-DD') : undefined;

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * Stage by stage: talk within 1 month of the application; target no earlier than 1 year as activist;
 * approval within 3 months of the branch vote; full membership 1 year after the vote, plus any extension.
 */
export function stageDues(r: Record<string, unknown>): StageDue[] {
  const extended = typeof r.extendedMonths === 'number' ? r.extendedMonths : 0;
  return [
    { stage: '1', reachedOn: str(r.appliedOn), dueOn: r.talkedOn ? undefined : plus(r.appliedOn, 1), rule: 'talk' },
    { stage: '2', reachedOn: str(r.activistOn), dueOn: plus(r.activistOn, 12), rule: 'activistYear' },
    { stage: '3', reachedOn: str(r.targetOn), dueOn: undefined, rule: null },
    {
      stage: '4',
      reachedOn: str(r.probationOn),
      dueOn: r.approvedOn ? plus(r.probationOn, 12 + extended) : plus(r.probationOn, 3),
      rule: r.approvedOn ? 'probation' : 'approval',
    },
    { stage: '5', reachedOn: str(r.fullOn), dueOn: undefined, rule: null },
  ];
}

export const RULE_TEXTS = {
  zh: {
    talk: '应于{d}前谈话',
    activistYear: '{d}起可确定为发展对象',
    approval: '应于{d}前报上级党委审批',
    probation: '预备期满：{d}',
  },
  en: {
    talk: 'Talk due by {d}',
    activistYear: 'May become a target from {d}',
    approval: 'Approval due by {d}',
    probation: 'Probation ends {d}',
  },
  es: {
    talk: 'Entrevista antes del {d}',
    activistYear: 'Puede ser candidato desde {d}',
    approval: 'Aprobación antes del {d}',
    probation: 'Fin de la prueba: {d}',
  },
} as const;
