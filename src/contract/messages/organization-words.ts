import type { Wording } from '../language-words';

/** Organisations, their terms and committees, members, their development, transfers, rewards and leaders. */
export const ORGANIZATION_WORDS = {
  'member.idNumberTaken': [
    '该身份证号已登记为党员',
    'This ID number is already registered for a member',
    'Este número de identidad ya está registrado para un militante',
  ],
  'member.joinedInFuture': [
    '入党日期不能晚于今天',
    'The joining date cannot be after today',
    'La fecha de ingreso no puede ser posterior a hoy',
  ],
  'member.fullBeforeJoined': [
    '转正日期不能早于入党日期',
    'Full membership cannot come before joining',
    'La admisión plena no puede ser anterior al ingreso',
  ],
  'member.fullOnRequired': [
    '正式党员请填写转正日期',
    'A full member needs the date of full membership',
    'Un miembro pleno necesita la fecha de admisión plena',
  ],
  'member.holdsSeat': [
    '该党员在班子中任职，请先调整班子成员',
    'This member sits on a committee; change the committee first',
    'Este militante forma parte de un comité; cambie primero el comité',
  ],
  'member.hasTransfers': [
    '该党员有组织关系转接记录，不能删除',
    'This member has transfer records and cannot be deleted',
    'Este militante tiene traslados registrados y no se puede eliminar',
  ],
  'member.notFound': ['党员不存在', 'The member does not exist', 'El militante no existe'],
  'transfer.toOrgRequired': [
    '集团内转接请选择转入组织',
    'A transfer inside the group needs the receiving organisation',
    'Un traslado dentro del grupo necesita la organización de destino',
  ],
  'transfer.outsideNameRequired': [
    '请填写集团外组织名称',
    'Please enter the name of the organisation outside the group',
    'Introduzca el nombre de la organización ajena al grupo',
  ],
  'transfer.byOutgoing': [
    '集团内转接请由转出组织办理',
    'A transfer inside the group is handled by the organisation the member leaves',
    'Un traslado dentro del grupo lo tramita la organización de origen',
  ],
  'transfer.sameOrg': [
    '转入组织不能是党员当前所在组织',
    'The receiving organisation cannot be the member’s current one',
    'La organización de destino no puede ser la actual del militante',
  ],
  'transfer.receivedOnFormat': [
    '回执日期格式应为YYYY-MM-DD',
    'The receipt date is written YYYY-MM-DD',
    'La fecha del acuse se escribe AAAA-MM-DD',
  ],
  'committee.leftBeforeStart': [
    '离任日期不能早于任职日期',
    'The date of leaving cannot be before the start',
    'La fecha de salida no puede ser anterior al inicio',
  ],
  'reward.endsBeforeDecided': [
    '期满日期不能早于决定日期',
    'The end date cannot be before the decision',
    'La fecha de fin no puede ser anterior a la decisión',
  ],
  'reward.penaltyKindRequired': ['处分请选择处分种类', 'A penalty needs its kind', 'Una sanción necesita su tipo'],
  'reward.probationEndRequired': [
    '留党察看须填写期满日期',
    'Probation within the party needs an end date',
    'La observación dentro del partido necesita fecha de fin',
  ],
  'org.parentRequired': ['请选择上级组织', 'Please choose the parent organisation', 'Elija la organización superior'],
  'org.codeTaken': [
    '组织编码已被使用',
    'This organisation code is already in use',
    'Este código de organización ya está en uso',
  ],
  'org.parentInSubtree': [
    '上级组织不能是本组织或其下级组织',
    'The parent cannot be the organisation itself or one below it',
    'La organización superior no puede ser ella misma ni una inferior',
  ],
  'org.notEmpty': [
    '该组织下还有下级组织或党员，不能删除',
    'This organisation still has organisations or members below it and cannot be deleted',
    'Esta organización aún tiene organizaciones o militantes y no se puede eliminar',
  ],
  'term.adjustTooFar': [
    '延期或提前换届不能超过一年（应届满日期为{due}）',
    'A term cannot end more than a year early or late (due {due})',
    'Un mandato no puede terminar más de un año antes o después (vence el {due})',
  ],
  'term.approvalRequired': [
    '应届满日期为{due}，调整届期须填写批复文号',
    'The term is due {due}: changing it needs the approval number',
    'El mandato vence el {due}: cambiarlo requiere el número de aprobación',
  ],
  'term.endBeforeStart': [
    '实际换届日期不能早于本届开始日期',
    'The actual end cannot be before the term’s start',
    'El fin real no puede ser anterior al inicio del mandato',
  ],
  'leader.branchesOnly': [
    '联系点应为党总支或党支部',
    'Contact points are general branches or branches',
    'Los puntos de contacto son células generales o células',
  ],
  'leader.accountRequired': [
    '维护日程须指定账号',
    'Keeping the agenda needs an account',
    'Llevar la agenda requiere una cuenta',
  ],
  'leader.grantExists': [
    '该账号已有此领导的授权',
    'This account already has this leader’s grant',
    'Esta cuenta ya tiene la autorización de este dirigente',
  ],
  'agenda.notYours': [
    '您无权维护该领导的日程',
    'You may not keep this leader’s agenda',
    'No puede llevar la agenda de este dirigente',
  ],
  'time.endBeforeStart': [
    '结束时间不能早于开始时间',
    'The end cannot be before the start',
    'El fin no puede ser anterior al inicio',
  ],
  'development.stageDateRequired': [
    '已到该阶段，请填写{step}的日期',
    'This stage is reached: enter the date of {step}',
    'Se alcanzó esta etapa: introduzca la fecha de {step}',
  ],
  'development.beforePreviousStage': [
    '日期早于上一阶段',
    'The date is before the previous stage',
    'La fecha es anterior a la etapa previa',
  ],
  'development.activistYear': [
    '入党积极分子培养教育须满1年才能确定为发展对象',
    'An activist is trained for a full year before becoming a candidate',
    'Un activista se forma un año completo antes de ser candidato',
  ],
  'development.training': [
    '发展对象须经不少于3天或24学时的集中培训',
    'A candidate needs at least 3 days or 24 hours of training',
    'Un candidato necesita al menos 3 días o 24 horas de formación',
  ],
  'development.reviewRequired': [
    '请填写政治审查日期',
    'Please enter the date of the political review',
    'Introduzca la fecha de la revisión política',
  ],
  'development.reviewWindow': [
    '政治审查结论须在接收预备党员前1年内',
    'The political review falls within the year before probation',
    'La revisión política debe caer en el año anterior al periodo de prueba',
  ],
  'development.extension': [
    '预备期只能延长一次，时间为6至12个月',
    'Probation is extended once only, by 6 to 12 months',
    'El periodo de prueba se prorroga una sola vez, de 6 a 12 meses',
  ],
  'development.probationYear': [
    '预备期须满1年{extra}',
    'Probation lasts a full year{extra}',
    'El periodo de prueba dura un año completo{extra}',
  ],
  'development.registeredElsewhere': [
    '该身份证号已登记在其他组织的党员名册中',
    'This ID number is on another organisation’s roll of members',
    'Este número de identidad figura en el registro de otra organización',
  ],
  'development.step.activist': ['确定为入党积极分子', 'becoming an activist', 'paso a activista'],
  'development.step.candidate': ['确定为发展对象', 'becoming a candidate', 'paso a candidato'],
  'development.step.probation': ['接收为预备党员', 'admission on probation', 'admisión a prueba'],
  'development.step.full': ['转为正式党员', 'full membership', 'admisión plena'],
  'development.extendedBy': ['（延长{months}个月）', ' (extended by {months} months)', ' (prorrogado {months} meses)'],
} as const satisfies Record<string, Wording>;
