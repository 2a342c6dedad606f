import type { Wording } from '../language-words';

/** What the commendations (两优一先: the call, its quotas, nominations, the public notice, objections) say. */
export const COMMENDATION_WORDS = {
  'commendation.overQuota': [
    '{org}的{kind}推荐名额为{quota}名，已推荐{used}名，不能再推荐',
    '{org} has a quota of {quota} for {kind} and has nominated {used}: no more can be nominated',
    '{org} tiene un cupo de {quota} para {kind} y ha propuesto {used}: no se pueden proponer más',
  ],
  'commendation.notReceived': [
    '推荐组织未收到该评优通知，不能推荐',
    'This call did not reach the nominating organisation',
    'Esta convocatoria no llegó a la organización que propone',
  ],
  'commendation.notNominating': [
    '该评优通知不在推荐阶段',
    'The call is not taking nominations now',
    'La convocatoria no admite candidaturas ahora',
  ],
  'commendation.memberRequired': ['请选择推荐的党员', 'Choose the member nominated', 'Elija el militante propuesto'],
  'commendation.orgRequired': [
    '请选择推荐的党组织',
    'Choose the organisation nominated',
    'Elija la organización propuesta',
  ],
  'commendation.nomineeOutside': [
    '推荐对象应属于推荐组织',
    'The nominee must belong to the nominating organisation',
    'El candidato debe pertenecer a la organización que propone',
  ],
  'commendation.alreadyNominated': [
    '该对象已在本次评优中被推荐',
    'Already nominated in this call',
    'Ya propuesto en esta convocatoria',
  ],
  'commendation.decidedByIssuer': [
    '推荐对象由发起评优的党组织审批',
    'The organisation that issued the call decides on nominations',
    'La organización que emitió la convocatoria decide las candidaturas',
  ],
  'commendation.quotaByIssuer': [
    '推荐名额由发起评优的上级党组织核定',
    'Quotas are set by the level that issued the call',
    'Los cupos los fija el nivel que emitió la convocatoria',
  ],
  'commendation.nominationsUnderway': [
    '已有{count}名推荐对象提交，不能撤回通知',
    '{count} nominations have been submitted: the call can no longer be withdrawn',
    'Ya se han presentado {count} candidaturas: la convocatoria ya no puede retirarse',
  ],
  'commendation.nothingApproved': [
    '尚无审批通过的推荐对象，不能发布公示',
    'No nomination is approved yet: there is nothing to publish',
    'Aún no hay candidaturas aprobadas: no hay nada que publicar',
  ],
  'commendation.stillUnderReview': [
    '还有{count}个推荐对象未审批完毕，不能发布公示',
    '{count} nominations are still under review: the notice cannot be published yet',
    'Aún hay {count} candidaturas en revisión: el aviso no puede publicarse todavía',
  ],
  'commendation.noticeRunning': [
    '公示期至{until}，公示期满后方可确认表彰',
    'The public notice runs until {until}: the award comes after it',
    'El aviso público dura hasta el {until}: la concesión llega después',
  ],
  'commendation.objectionsOpen': [
    '尚有{count}条公示异议未答复，不能确认表彰',
    '{count} objections to the notice are not answered yet: no award before they are',
    'Hay {count} objeciones al aviso sin responder: no hay concesión antes de responderlas',
  ],
  'commendation.objectionOutsideNotice': [
    '只能对公示中的推荐对象提出异议',
    'Objections are lodged against nominations under public notice only',
    'Solo se presentan objeciones contra candidaturas en aviso público',
  ],
  'commendation.rewardKept': [
    '该奖励由评优表彰生成，不能在此修改或删除',
    'This reward was made by a commendation: it cannot be changed or deleted here',
    'Este premio lo generó una distinción: no se puede cambiar ni borrar aquí',
  ],
} as const satisfies Record<string, Wording>;
