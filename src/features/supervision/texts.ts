import type { Language } from '@/contract';
import { useAppSelector } from '@/store/hooks';

type Word = 'report' | 'reportHelp' | 'overdue';

/** Words of the supervision screens that the definition does not carry. */
export const SUPERVISION_TEXTS: Record<Language, Record<Word, string>> = {
  zh: { report: '整改报告', reportHelp: '写明整改措施和结果；佐证材料请在下方附件中上传', overdue: '逾期' },
  en: {
    report: 'Rectification report',
    reportHelp: 'What was done and with what result; attach the evidence below',
    overdue: 'Overdue',
  },
  es: {
    report: 'Informe de corrección',
    reportHelp: 'Qué se hizo y con qué resultado; adjunte las pruebas abajo',
    overdue: 'Vencida',
  },
};

export function useSupervisionText() {
  const language = useAppSelector((s) => s.app.language);
  return SUPERVISION_TEXTS[language] ?? SUPERVISION_TEXTS.zh;
}
