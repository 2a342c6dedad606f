import type { Wording } from '../language-words';

/** Accounts, roles, menus, dictionaries, announcements, exams, study and dues. */
export const SYSTEM_WORDS = {
  'account.taken': ['账号已存在', 'This account already exists', 'Esta cuenta ya existe'],
  'account.ownRoles': [
    '不能修改本人账号的角色',
    'You cannot change the roles of your own account',
    'No puede cambiar los roles de su propia cuenta',
  ],
  'account.deleteSelf': [
    '不能删除本人账号',
    'You cannot delete your own account',
    'No puede eliminar su propia cuenta',
  ],
  'account.used': [
    '该账号已登录使用过，为保留审计线索只能停用，不能删除',
    'This account has signed in: to keep the audit trail it can be disabled, not deleted',
    'Esta cuenta ya inició sesión: para conservar la auditoría solo se puede desactivar, no eliminar',
  ],
  'role.keepBuiltInValue': [
    '内置角色的标识不能修改',
    'A built-in role keeps its identifier',
    'Un rol integrado conserva su identificador',
  ],
  'role.valueTaken': [
    '角色标识已被使用',
    'This role identifier is already in use',
    'Este identificador de rol ya está en uso',
  ],
  'role.scopeOrgsRequired': [
    '数据范围为指定组织时，请选择组织',
    'A scope of chosen organisations needs the organisations',
    'Un ámbito de organizaciones elegidas necesita las organizaciones',
  ],
  'role.menuPathsShape': [
    '菜单权限应为菜单路径的列表',
    'Menu rights are a list of menu paths',
    'Los permisos de menú son una lista de rutas de menú',
  ],
  'role.unknownMenus': [
    '菜单权限中有不存在的菜单：{paths}',
    'Menu rights name menus that do not exist: {paths}',
    'Los permisos de menú nombran menús inexistentes: {paths}',
  ],
  'role.privilegesShape': [
    '操作权限应为权限标识的列表',
    'Action rights are a list of privilege identifiers',
    'Los permisos de acción son una lista de identificadores',
  ],
  'role.unknownPrivileges': [
    '操作权限中有不存在的权限',
    'Action rights name privileges that do not exist',
    'Los permisos de acción nombran privilegios inexistentes',
  ],
  'role.keepSecurityAdmin': [
    '安全管理员角色须保留角色管理与账号管理的菜单和权限',
    'The security administrator role keeps the menus and rights of roles and accounts',
    'El rol de administrador de seguridad conserva los menús y permisos de roles y cuentas',
  ],
  'role.accountHoldsOthers': [
    '账号 {account} 同时持有其他角色：{why}',
    'Account {account} also holds other roles: {why}',
    'La cuenta {account} tiene también otros roles: {why}',
  ],
  'role.builtIn': ['内置角色不能删除', 'A built-in role cannot be deleted', 'Un rol integrado no se puede eliminar'],
  'role.held': [
    '该角色已分配给{n}个账号，请先调整账号的角色',
    '{n} accounts hold this role; change their roles first',
    '{n} cuentas tienen este rol; cambie primero sus roles',
  ],
  'menu.keepPath': [
    '系统菜单的路由路径不能修改',
    'A menu of the system keeps its path',
    'Un menú del sistema conserva su ruta',
  ],
  'menu.externalOnly': [
    '新增菜单只能是外部链接，须以 http://、https://、mailto: 或 tel: 开头',
    'A new menu is an external link starting with http://, https://, mailto: or tel:',
    'Un menú nuevo es un enlace externo que empieza por http://, https://, mailto: o tel:',
  ],
  'menu.systemMenu': [
    '系统菜单不能删除，可设为隐藏',
    'A menu of the system cannot be deleted; hide it instead',
    'Un menú del sistema no se puede eliminar; ocúltelo',
  ],
  'dictionary.keepUsed': [
    '该字典项已被使用，字典名称和字典值不能修改；如需更换请新增字典项并停用本项',
    'This item is in use: its list and value cannot change; add a new item and disable this one',
    'Este elemento está en uso: su lista y su valor no cambian; añada uno nuevo y desactive este',
  ],
  'dictionary.systemItem': [
    '系统配置项不能删除，可修改其显示名称',
    'A setting of the system cannot be deleted; change its label instead',
    'Un ajuste del sistema no se puede eliminar; cambie su etiqueta',
  ],
  'dictionary.used': [
    '该字典项已被使用，不能删除，请停用',
    'This item is in use and cannot be deleted; disable it',
    'Este elemento está en uso y no se puede eliminar; desactívelo',
  ],
  'article.targetsRequired': [
    '通知公告请先选择接收组织',
    'Choose the receiving organisations of the announcement first',
    'Elija primero las organizaciones que reciben el aviso',
  ],
  'time.endAfterStart': [
    '结束时间应晚于开始时间',
    'The end comes after the start',
    'El fin debe ser posterior al inicio',
  ],
  'exam.takersRequired': [
    '请选择参考组织或参考党员',
    'Choose the organisations or members who take the exam',
    'Elija las organizaciones o militantes que hacen el examen',
  ],
  'exam.unknownQuestions': [
    '试卷中有不存在、已停用或不属于组织单位题库的试题',
    'The paper holds questions that do not exist, are disabled or are outside your question bank',
    'El examen contiene preguntas inexistentes, desactivadas o ajenas a su banco de preguntas',
  ],
  'exam.passAboveTotal': [
    '及格分不能高于总分（{total}分）',
    'The pass mark cannot exceed the total ({total} points)',
    'La nota de aprobado no puede superar el total ({total} puntos)',
  ],
  'exam.takenNoWithdraw': [
    '已有人参加该考试，不能撤回',
    'Someone has taken this exam: it cannot be withdrawn',
    'Alguien ya hizo este examen: no se puede retirar',
  ],
  'exam.takenNoDelete': [
    '已有人参加该考试，不能删除',
    'Someone has taken this exam: it cannot be deleted',
    'Alguien ya hizo este examen: no se puede eliminar',
  ],
  'question.used': [
    '该试题已用于试卷或已有人作答，不能删除，可停用',
    'This question is on a paper or was answered; disable it instead of deleting',
    'Esta pregunta está en un examen o ya se respondió; desactívela en vez de eliminarla',
  ],
  'study.closesBeforeOpens': [
    '截止日期不能早于开放日期',
    'The closing date cannot be before the opening date',
    'La fecha de cierre no puede ser anterior a la de apertura',
  ],
  'study.programStudied': [
    '该专题已有学习记录，不能删除',
    'This programme has been studied and cannot be deleted',
    'Este programa ya se ha estudiado y no se puede eliminar',
  ],
  'study.bodyRequired': ['文章请填写正文', 'An article needs its text', 'Un artículo necesita su texto'],
  'study.contentStudied': [
    '该内容已有学习记录，不能删除',
    'This content has been studied and cannot be deleted',
    'Este contenido ya se ha estudiado y no se puede eliminar',
  ],
  'fees.exemptApprovalRequired': [
    '免缴党费须填写批准文号',
    'An exemption needs the approval number',
    'Una exención necesita el número de aprobación',
  ],
  'fees.exemptReasonRequired': [
    '免缴党费须填写说明',
    'An exemption needs an explanation',
    'Una exención necesita una explicación',
  ],
  'fees.reducedApprovalRequired': [
    '减缴党费须填写批准文号',
    'A reduction needs the approval number',
    'Una reducción necesita el número de aprobación',
  ],
  'fees.reducedDueRequired': [
    '请填写减缴后应缴金额',
    'Please enter the amount due after the reduction',
    'Introduzca el importe debido tras la reducción',
  ],
  'fees.paidOnRequired': ['请填写缴纳日期', 'Please enter the date of payment', 'Introduzca la fecha de pago'],
  'fees.paidBeforeMonth': [
    '缴纳日期不能早于党费所属月份',
    'The payment cannot be dated before the month of the dues',
    'El pago no puede ser anterior al mes de las cuotas',
  ],
  'duty.config': [
    '系统管理（系统配置）',
    'system administration (configuration)',
    'administración del sistema (configuración)',
  ],
  'duty.security': [
    '安全管理（账号、角色、授权、印章）',
    'security administration (accounts, roles, grants, seals)',
    'administración de seguridad (cuentas, roles, permisos, sellos)',
  ],
  'duty.audit': ['安全审计（日志）', 'security audit (logs)', 'auditoría de seguridad (registros)'],
  'duty.personal': ['党员个人信息', 'members’ personal data', 'datos personales de los militantes'],
  'duty.separation': [
    '{a}与{b}职责分离（三权分立），不能由同一角色或账号兼任',
    'The duties of {a} and {b} are kept apart: one role or account cannot hold both',
    'Las funciones de {a} y {b} se separan: un rol o cuenta no puede tener ambas',
  ],
  'duty.rolesClash': [
    '角色“{a}”与“{b}”不能由同一账号兼任：{why}',
    'Roles “{a}” and “{b}” cannot be held by one account: {why}',
    'Los roles «{a}» y «{b}» no pueden estar en una misma cuenta: {why}',
  ],
} as const satisfies Record<string, Wording>;
