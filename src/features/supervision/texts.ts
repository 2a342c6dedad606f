import { useTexts, type Wordings } from '@/components/use-texts';

/** Words of the supervision screens that the definition does not carry, [zh, en, es]. */
const SUPERVISION_TEXTS = {
  report: ['整改报告', 'Rectification report', 'Informe de corrección'],
  reportHelp: [
    '写明整改措施和结果；佐证材料请在下方附件中上传',
    'What was done and with what result; attach the evidence below',
    'Qué se hizo y con qué resultado; adjunte las pruebas abajo',
  ],
  overdue: ['逾期', 'Overdue', 'Vencida'],
} satisfies Wordings;

export const useSupervisionText = () => useTexts(SUPERVISION_TEXTS).t;
