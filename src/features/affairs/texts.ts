import type { Language } from '@/contract';
import { useAppSelector } from '@/store/hooks';

/** Words of the party-affairs and position screens that the definitions do not carry: [zh, en, es]. */
const TEXTS = {
  myVotes: ['我的投票', 'My votes', 'Mis votaciones'],
  manageVotes: ['投票管理', 'Manage votes', 'Gestionar votaciones'],
  noVotes: ['暂无可参加的投票', 'No votes for you at the moment', 'No hay votaciones para usted'],
  vote: ['投票', 'Vote', 'Votar'],
  open: ['进行中', 'Open', 'Abierta'],
  optionCount: ['{n}项', '{n} options', '{n} opciones'],
  voted: ['已投票', 'Voted', 'Votado'],
  notOpen: ['未开始', 'Not open yet', 'Aún no abierta'],
  ended: ['已结束', 'Closed', 'Cerrada'],
  seeResult: ['查看结果', 'Result', 'Resultado'],
  window: ['投票时间', 'Voting window', 'Plazo de votación'],
  heldBy: ['发起组织', 'Held by', 'Organizador'],
  anonymous: ['无记名', 'Anonymous', 'Anónima'],
  named: ['记名', 'Named', 'Nominal'],
  choose: ['请选择{min}至{max}项', 'Choose {min} to {max}', 'Elija de {min} a {max}'],
  chooseExact: ['请选择{min}项', 'Choose {min}', 'Elija {min}'],
  submitBallot: ['提交选票', 'Cast ballot', 'Emitir voto'],
  ballotConfirm: [
    '选票提交后不能修改，确定提交吗？',
    'A ballot cannot be changed once cast. Cast it?',
    'El voto no se puede cambiar. ¿Emitirlo?',
  ],
  ballotCast: ['投票成功', 'Your ballot is cast', 'Voto emitido'],
  anonymousNote: [
    '本次为无记名投票：系统只记录您已投票，不记录您的选择。',
    'Anonymous vote: the system records that you voted, never what you chose.',
    'Votación anónima: se registra que votó, nunca su elección.',
  ],
  turnout: ['参与人数', 'Turnout', 'Participación'],
  electorate: ['应参与人数', 'Voters', 'Electores'],
  resultHidden: ['投票截止后公布结果', 'The result is shown after the close', 'El resultado se publica al cierre'],
  quorumMet: [
    '参加投票人数达到应到人数的五分之四（至少{n}人），选举有效。',
    'At least four fifths of the voters took part ({n} needed): the election is valid.',
    'Participó al menos cuatro quintos ({n} necesarios): la elección es válida.',
  ],
  quorumFailed: [
    '参加投票人数未达到应到人数的五分之四（至少{n}人），选举无效，应另行组织选举。',
    'Fewer than four fifths of the voters took part ({n} needed): the election is void and must be held again.',
    'Participaron menos de cuatro quintos ({n} necesarios): la elección es nula y debe repetirse.',
  ],
  elected: ['当选', 'Elected', 'Elegido'],
  finalised: ['结果已确认', 'Result finalised', 'Resultado confirmado'],
  notFinalised: ['结果尚未确认', 'Result not finalised yet', 'Resultado sin confirmar'],
  votes: ['票', 'votes', 'votos'],
  options: ['选项/候选人', 'Options or candidates', 'Opciones o candidatos'],
  addOption: ['添加选项', 'Add option', 'Añadir opción'],
  optionText: ['选项内容', 'Option', 'Opción'],
  saveOptions: ['保存选项', 'Save options', 'Guardar opciones'],
  editOptions: ['编辑选项', 'Edit options', 'Editar opciones'],
  saveFirst: ['请先保存投票，再设置选项', 'Save the vote first, then set its options', 'Guarde primero la votación'],
  noOptions: ['尚未设置选项', 'No options yet', 'Sin opciones'],
  saved: ['已保存', 'Saved', 'Guardado'],
  issued: ['下发的工作安排', 'Arrangements issued', 'Planes emitidos'],
  received: ['收到的工作安排', 'Arrangements received', 'Planes recibidos'],
  resultOf: ['投票结果', 'Result', 'Resultado'],
  openResult: ['结果', 'Result', 'Resultado'],
} satisfies Record<string, [string, string, string]>;

export type AffairsText = keyof typeof TEXTS;
const INDEX: Record<Language, number> = { zh: 0, en: 1, es: 2 };

export function useAffairsText() {
  const language = useAppSelector((s) => s.app.language);
  const t = (key: AffairsText, vars: Record<string, string | number> = {}) =>
    TEXTS[key][INDEX[language] ?? 0].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
  return { t, language };
}
