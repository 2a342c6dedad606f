import { useTexts } from '@/components/use-texts';
import { useAppSelector } from '@/store/hooks';
import { dictLabel } from '@/store/dictionary-slice';

/** Words of the democratic appraisal screens, [zh, en, es]. */
export const APPRAISAL_TEXTS = {
  sheet: ['评议情况与评定等次', 'Ballots and grades', 'Votos y calificaciones'],
  turnout: [
    '已投票{n}人，共{m}人参评',
    '{n} of {m} members have cast their ballot',
    '{n} de {m} militantes han votado',
  ],
  cap: [
    '优秀不超过参评党员的{p}%（本次最多{n}名）',
    'Excellent for at most {p}% of the members ({n} here)',
    'Excelente para el {p}% como mucho ({n} aquí)',
  ],
  name: ['姓名', 'Name', 'Nombre'],
  selfAssessment: ['个人自评', 'Self-assessment', 'Autoevaluación'],
  notWritten: ['未填写', 'Not written', 'Sin escribir'],
  tally: ['互评票数', 'Ballots', 'Votos'],
  points: ['年度积分', 'Year points', 'Puntos del año'],
  proposed: ['支部评定', 'Proposed', 'Propuesta'],
  reason: ['理由', 'Reason', 'Motivo'],
  followUp: ['处置方式', 'Follow-up', 'Seguimiento'],
  final: ['审批结果', 'Approved', 'Aprobada'],
  save: ['保存评定', 'Save grades', 'Guardar calificaciones'],
  saved: ['评定已保存', 'Grades saved', 'Calificaciones guardadas'],
  followUpDone: ['处置完成', 'Follow-up done', 'Seguimiento hecho'],
  doneOn: ['已于{d}完成', 'Done on {d}', 'Hecho el {d}'],
  choose: ['请选择', 'Choose', 'Elija'],
} as const;

/** The appraisal screens' words, and the name of a grade or a follow-up in the language shown. */
export function useAppraisalText() {
  const texts = useTexts(APPRAISAL_TEXTS);
  const dictionary = useAppSelector((s) => s.dictionary);
  const gradeName = (g: string) => dictLabel({ dictionary }, 'appraisalGrade', g);
  const followUpName = (f: string) => dictLabel({ dictionary }, 'appraisalFollowUp', f);
  return { ...texts, gradeName, followUpName };
}
