/** One item of a code list as this version seeds it: its value and its label in [zh, en, es]. */
export type SeededItem = readonly [value: string, zh: string, en: string, es: string];

/** Items numbered from 1 in the order given. */
const numbered = (items: readonly (readonly [zh: string, en: string, es: string])[]): SeededItem[] =>
  items.map(([zh, en, es], i) => [String(i + 1), zh, en, es]);

/**
 * The code lists this version seeds, with each item's label in the three languages. The database holds
 * the Chinese label (staff may edit it in bs_syscode); a screen in another language shows the words
 * here for an item whose label still reads as seeded, and an edited label as staff wrote it.
 */
export const DICTIONARY_WORDS: Record<string, readonly SeededItem[]> = {
  orgType: numbered([
    ['党委', 'Party committee', 'Comité del partido'],
    ['党总支', 'General branch', 'Célula general'],
    ['党支部', 'Party branch', 'Célula del partido'],
    ['联合党支部', 'Joint branch', 'Célula conjunta'],
    ['党小组', 'Party group', 'Grupo del partido'],
  ]),
  buildMode: numbered([
    ['单独建立', 'Set up alone', 'Constituida sola'],
    ['联合建立', 'Set up jointly', 'Constituida en conjunto'],
    ['依托建立', 'Set up on a host unit', 'Constituida en una unidad'],
  ]),
  sex: [
    ['1', '男', 'Male', 'Hombre'],
    ['2', '女', 'Female', 'Mujer'],
  ],
  ethnicity: numbered([
    ['汉族', 'Han', 'Han'],
    ['回族', 'Hui', 'Hui'],
    ['满族', 'Manchu', 'Manchú'],
    ['蒙古族', 'Mongol', 'Mongol'],
    ['壮族', 'Zhuang', 'Zhuang'],
    ['维吾尔族', 'Uyghur', 'Uigur'],
    ['苗族', 'Miao', 'Miao'],
    ['彝族', 'Yi', 'Yi'],
    ['土家族', 'Tujia', 'Tujia'],
    ['藏族', 'Tibetan', 'Tibetano'],
    ['朝鲜族', 'Korean', 'Coreano'],
    ['其他', 'Other', 'Otra'],
  ]),
  education: numbered([
    ['研究生', 'Postgraduate', 'Posgrado'],
    ['大学本科', 'Bachelor', 'Licenciatura'],
    ['大学专科', 'Junior college', 'Técnico superior'],
    ['中专', 'Vocational school', 'Formación profesional'],
    ['高中', 'Senior high school', 'Bachillerato'],
    ['初中及以下', 'Junior high or below', 'Secundaria o menos'],
  ]),
  post: numbered([
    ['驾驶员', 'Driver', 'Conductor'],
    ['乘务员', 'Conductor', 'Revisor'],
    ['调度员', 'Dispatcher', 'Despachador'],
    ['维修工', 'Mechanic', 'Mecánico'],
    ['管理人员', 'Manager', 'Directivo'],
    ['离退休', 'Retired', 'Jubilado'],
  ]),
  memberType: [
    ['1', '预备党员', 'Probationary member', 'Miembro en prueba'],
    ['2', '正式党员', 'Full member', 'Miembro de pleno derecho'],
  ],
  memberStatus: numbered([
    ['正常', 'Active', 'Activo'],
    ['保留党籍', 'Membership kept', 'Afiliación conservada'],
    ['停止党籍', 'Membership suspended', 'Afiliación suspendida'],
    ['出党', 'Left the party', 'Salió del partido'],
    ['死亡', 'Deceased', 'Fallecido'],
  ]),
  membershipEventKind: numbered([
    ['接收为预备党员', 'Admitted as probationary member', 'Admitido como miembro en prueba'],
    ['转为正式党员', 'Became full member', 'Pasó a miembro de pleno derecho'],
    ['延长预备期', 'Probation extended', 'Prueba prorrogada'],
    ['转入', 'Transferred in', 'Traslado de entrada'],
    ['转出', 'Transferred out', 'Traslado de salida'],
    ['集团内转接', 'Transferred within the group', 'Traslado dentro del grupo'],
    ['停止党籍', 'Membership suspended', 'Afiliación suspendida'],
    ['恢复党籍', 'Membership restored', 'Afiliación restablecida'],
    ['开除党籍', 'Expelled', 'Expulsado'],
    ['除名', 'Removed from the rolls', 'Dado de baja'],
    ['退党', 'Withdrew', 'Se retiró'],
    ['死亡', 'Died', 'Falleció'],
    ['民主评议', 'Democratic appraisal', 'Evaluación democrática'],
  ]),
  membershipEventSource: [
    ['development', '党员发展', 'Member development', 'Desarrollo de miembros'],
    ['transfer', '组织关系转接', 'Membership transfer', 'Traslado de militancia'],
    ['manual', '手工录入', 'Entered by hand', 'Introducido a mano'],
    ['built', '按现有档案生成', 'Built from the records', 'Generado de las fichas'],
    ['appraisal', '民主评议', 'Democratic appraisal', 'Evaluación democrática'],
  ],
  // 民主评议党员: the four grades, what follows 不合格, and where a branch's round stands.
  appraisalGrade: numbered([
    ['优秀', 'Excellent', 'Excelente'],
    ['合格', 'Qualified', 'Apto'],
    ['基本合格', 'Basically qualified', 'Básicamente apto'],
    ['不合格', 'Unqualified', 'No apto'],
  ]),
  appraisalFollowUp: numbered([
    ['限期改正', 'Correct within a set time', 'Corregir en un plazo'],
    ['劝其退党', 'Advised to leave the party', 'Aconsejado dejar el partido'],
    ['除名', 'Removed from the rolls', 'Dado de baja'],
  ]),
  appraisalState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['open', '评议中', 'Under way', 'En curso'],
    ['submitted', '待审批', 'Awaiting approval', 'Pendiente de aprobación'],
    ['returned', '已退回', 'Returned', 'Devuelta'],
    ['approved', '已审批', 'Approved', 'Aprobada'],
  ],
  devStage: numbered([
    ['入党申请人', 'Applicant', 'Solicitante'],
    ['入党积极分子', 'Activist', 'Activista'],
    ['发展对象', 'Candidate', 'Candidato'],
    ['预备党员', 'Probationary member', 'Miembro en prueba'],
    ['正式党员', 'Full member', 'Miembro de pleno derecho'],
  ]),
  transferScope: numbered([
    ['集团内', 'Within the group', 'Dentro del grupo'],
    ['省内', 'Within the province', 'Dentro de la provincia'],
    ['跨省', 'Out of the province', 'Fuera de la provincia'],
  ]),
  transferDirection: [
    ['in', '转入', 'In', 'Entrada'],
    ['out', '转出', 'Out', 'Salida'],
  ],
  transferStatus: numbered([
    ['申请', 'Applied', 'Solicitado'],
    ['审批中', 'Under approval', 'En aprobación'],
    ['已转出', 'Sent out', 'Trasladado'],
    ['已接收', 'Received', 'Recibido'],
    ['退回', 'Returned', 'Devuelto'],
    ['撤销', 'Withdrawn', 'Anulado'],
  ]),
  committeePost: numbered([
    ['书记', 'Secretary', 'Secretario'],
    ['副书记', 'Deputy secretary', 'Vicesecretario'],
    ['组织委员', 'Organisation member', 'Vocal de organización'],
    ['宣传委员', 'Publicity member', 'Vocal de propaganda'],
    ['纪检委员', 'Discipline member', 'Vocal de disciplina'],
    ['委员', 'Member', 'Vocal'],
  ]),
  electionMode: numbered([
    ['差额选举', 'Competitive election', 'Elección competitiva'],
    ['等额选举', 'Uncontested election', 'Elección sin competencia'],
  ]),
  termDueState: numbered([
    ['正常', 'In term', 'En mandato'],
    ['6个月内到期', 'Due within 6 months', 'Vence en 6 meses'],
    ['3个月内到期', 'Due within 3 months', 'Vence en 3 meses'],
    ['已超期', 'Overdue', 'Vencido'],
    ['已换届', 'Renewed', 'Renovado'],
  ]),
  feeCategory: numbered([
    ['培训', 'Training', 'Formación'],
    ['教育资料', 'Study materials', 'Materiales de estudio'],
    ['表彰', 'Commendations', 'Reconocimientos'],
    ['困难党员帮扶', 'Help for members in need', 'Ayuda a miembros necesitados'],
    ['会议', 'Meetings', 'Reuniones'],
    ['场地设备', 'Venues and equipment', 'Locales y equipos'],
    ['其他', 'Other', 'Otros'],
    ['上缴', 'Remitted up', 'Remitido arriba'],
    ['下拨', 'Allocated down', 'Asignado abajo'],
  ]),
  feeStatus: numbered([
    ['未缴', 'Unpaid', 'Sin pagar'],
    ['已缴', 'Paid', 'Pagado'],
    ['补缴', 'Paid late', 'Pagado con retraso'],
    ['免缴', 'Exempt', 'Exento'],
    ['减缴', 'Reduced', 'Reducido'],
  ]),
  rewardKind: [
    ['1', '奖励', 'Reward', 'Recompensa'],
    ['2', '处分', 'Penalty', 'Sanción'],
  ],
  rewardLevel: numbered([
    ['集团级', 'Group', 'Grupo'],
    ['市级', 'City', 'Ciudad'],
    ['省级', 'Province', 'Provincia'],
    ['国家级', 'National', 'Nacional'],
  ]),
  taskType: [
    ['1', '年度任务', 'Annual task', 'Tarea anual'],
    ['2', '星级评定', 'Star rating', 'Calificación por estrellas'],
    ['3', '应急任务', 'Emergency task', 'Tarea urgente'],
  ],
  submissionState: numbered([
    ['待办', 'To do', 'Pendiente'],
    ['已提交', 'Submitted', 'Enviado'],
    ['已退回', 'Returned', 'Devuelto'],
    ['已通过', 'Approved', 'Aprobado'],
  ]),
  meetingType: numbered([
    ['支部党员大会', 'Branch general meeting', 'Asamblea de la célula'],
    ['支部委员会', 'Branch committee meeting', 'Reunión del comité de célula'],
    ['党小组会', 'Party group meeting', 'Reunión del grupo'],
    ['党课', 'Party lecture', 'Clase del partido'],
    ['组织生活会', 'Self-review meeting', 'Reunión de vida organizativa'],
    ['民主评议党员', 'Member appraisal', 'Evaluación de miembros'],
    ['主题党日', 'Themed party day', 'Día temático del partido'],
  ]),
  auditState: numbered([
    ['草稿', 'Draft', 'Borrador'],
    ['已提交', 'Submitted', 'Enviado'],
    ['已退回', 'Returned', 'Devuelto'],
    ['已通过', 'Approved', 'Aprobado'],
  ]),
  workflowState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['submitted', '已提交', 'Submitted', 'Enviado'],
    ['returned', '已退回', 'Returned', 'Devuelto'],
    ['approved', '已通过', 'Approved', 'Aprobado'],
  ],
  reportPeriod: numbered([
    ['月度', 'Monthly', 'Mensual'],
    ['季度', 'Quarterly', 'Trimestral'],
    ['半年', 'Half-yearly', 'Semestral'],
    ['年度', 'Yearly', 'Anual'],
  ]),
  projectKind: numbered([
    ['党员先锋岗', 'Pioneer post', 'Puesto pionero'],
    ['党员示范线路', 'Model route', 'Línea modelo'],
    ['先锋车组', 'Pioneer crew', 'Tripulación pionera'],
    ['党员责任区', 'Member duty area', 'Zona de responsabilidad'],
  ]),
  voteKind: [
    ['election', '选举', 'Election', 'Elección'],
    ['appraisal', '评议', 'Appraisal', 'Evaluación'],
    ['survey', '问卷', 'Survey', 'Encuesta'],
  ],
  questionType: numbered([
    ['单选题', 'Single choice', 'Opción única'],
    ['多选题', 'Multiple choice', 'Opción múltiple'],
    ['判断题', 'True or false', 'Verdadero o falso'],
  ]),
  difficulty: numbered([
    ['容易', 'Easy', 'Fácil'],
    ['中等', 'Medium', 'Media'],
    ['困难', 'Hard', 'Difícil'],
  ]),
  articleChannel: [
    ['announcement', '通知公告', 'Announcements', 'Avisos'],
    ['shiznews', '时政新闻', 'Current affairs', 'Actualidad'],
    ['reglaw', '规章制度', 'Rules and regulations', 'Normativa'],
    ['mediacvg', '媒体报道', 'Media coverage', 'Prensa'],
  ],
  articleState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['published', '已发布', 'Published', 'Publicado'],
    ['withdrawn', '已撤回', 'Withdrawn', 'Retirado'],
  ],
  supervisionState: numbered([
    ['待整改', 'To rectify', 'Por corregir'],
    ['整改中', 'Rectifying', 'En corrección'],
    ['已整改', 'Rectified', 'Corregido'],
    ['已销号', 'Closed', 'Cerrado'],
  ]),
  sealKind: numbered([
    ['党委印章', 'Committee seal', 'Sello del comité'],
    ['党总支印章', 'General branch seal', 'Sello de la célula general'],
    ['党支部印章', 'Branch seal', 'Sello de la célula'],
    ['专用章', 'Special seal', 'Sello especial'],
  ]),
  sealState: numbered([
    ['在用', 'In use', 'En uso'],
    ['停用', 'Out of use', 'Fuera de uso'],
    ['已销毁', 'Destroyed', 'Destruido'],
  ]),
  accountStatus: [
    ['active', '正常', 'Active', 'Activa'],
    ['disabled', '停用', 'Disabled', 'Desactivada'],
  ],
  yesNo: [
    ['1', '是', 'Yes', 'Sí'],
    ['0', '否', 'No', 'No'],
  ],
  matterCategory: [
    ['meetingRule', '会议频次', 'Meeting frequency', 'Frecuencia de reuniones'],
    ['config', '参数配置', 'Settings', 'Parámetros'],
    ['pointsRule', '积分规则', 'Points rule', 'Regla de puntos'],
  ],
  // What earned or cost a member points: each rule of the points matters, and the branch's reviewed entries.
  pointsSource: [
    ['meetingAttended', '参加组织生活', 'Meeting attended', 'Reunión asistida'],
    ['meetingMissed', '无故缺席组织生活', 'Meeting missed without leave', 'Reunión faltada sin permiso'],
    ['studyHours', '学习时长（每满1小时）', 'Study (each full hour)', 'Estudio (cada hora completa)'],
    ['examPassed', '考试合格', 'Exam passed', 'Examen aprobado'],
    ['ballotCast', '参加投票', 'Ballot cast', 'Voto emitido'],
    ['duesOnTime', '按月按时交纳党费', 'Dues paid on time', 'Cuota pagada a tiempo'],
    ['emergencyResponse', '响应应急任务', 'Emergency task response', 'Respuesta a tarea urgente'],
    ['volunteerService', '参加志愿服务', 'Volunteer service', 'Voluntariado'],
    ['manual', '支部加减分', 'Branch entry', 'Anotación de la célula'],
  ],
  matterPeriod: numbered([
    ['月', 'Month', 'Mes'],
    ['季度', 'Quarter', 'Trimestre'],
    ['半年', 'Half year', 'Semestre'],
    ['年', 'Year', 'Año'],
  ]),
  indicatorScope: numbered([
    ['年度任务', 'Annual task', 'Tarea anual'],
    ['星级评定', 'Star rating', 'Calificación por estrellas'],
    ['通用', 'General', 'General'],
  ]),
  indicatorMeasure: [
    ['meetings', '三会一课达标率', 'Meetings held on schedule', 'Reuniones celebradas a tiempo'],
    ['fees', '党费收缴率', 'Dues collection rate', 'Tasa de cobro de cuotas'],
    ['tasks', '任务完成得分', 'Task score', 'Puntuación de tareas'],
    ['exams', '考试合格率', 'Exam pass rate', 'Tasa de aprobados'],
    ['development', '发展党员按期率', 'Development on schedule', 'Desarrollo a tiempo'],
  ],
  projectState: numbered([
    ['创建中', 'Being set up', 'En creación'],
    ['运行中', 'Running', 'En marcha'],
    ['已授牌', 'Awarded', 'Distinguido'],
    ['已撤销', 'Revoked', 'Revocado'],
  ]),
  arrangementKind: numbered([
    ['月度工作指导', 'Monthly guidance', 'Orientación mensual'],
    ['工作通知', 'Work notice', 'Aviso de trabajo'],
    ['专项部署', 'Special deployment', 'Despliegue especial'],
  ]),
  arrangementState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['issued', '已下发', 'Issued', 'Emitido'],
  ],
  arrangementReceiptState: [
    ['pending', '待签收', 'To acknowledge', 'Por acusar recibo'],
    ['acknowledged', '已签收', 'Acknowledged', 'Recibido'],
    ['done', '已完成', 'Done', 'Hecho'],
  ],
  dataCallState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['issued', '报送中', 'Collecting', 'En curso'],
    ['closed', '已结束', 'Closed', 'Cerrada'],
  ],
  dataCallRowMode: [
    ['one', '每单位一行', 'One row per organisation', 'Una fila por organización'],
    ['many', '每单位多行', 'Several rows per organisation', 'Varias filas por organización'],
  ],
  dataCallReplyState: [
    ['pending', '待填报', 'To fill in', 'Por rellenar'],
    ['submitted', '已报送', 'Submitted', 'Presentada'],
    ['returned', '已退回', 'Returned', 'Devuelta'],
    ['accepted', '已采用', 'Accepted', 'Aceptada'],
  ],
  dataCallColumnKind: [
    ['text', '文本', 'Text', 'Texto'],
    ['number', '数字', 'Number', 'Número'],
    ['date', '日期', 'Date', 'Fecha'],
    ['dict', '字典', 'Dictionary', 'Diccionario'],
  ],
  voteState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['published', '已发布', 'Published', 'Publicada'],
    ['closed', '已结束', 'Closed', 'Cerrada'],
    ['finalised', '已确认结果', 'Result confirmed', 'Resultado confirmado'],
  ],
  positionKind: numbered([
    ['党员活动室', 'Members’ activity room', 'Sala de actividades'],
    ['党群服务中心', 'Community service centre', 'Centro de servicios'],
    ['职工书屋', 'Staff reading room', 'Sala de lectura'],
    ['党员教育基地', 'Education base', 'Base de formación'],
    ['红色驿站', 'Red post station', 'Estación roja'],
    ['其他', 'Other', 'Otro'],
  ]),
  oplogKind: [
    ['operation', '操作日志', 'Operations', 'Operaciones'],
    ['signIn', '登录日志', 'Sign-ins', 'Accesos'],
  ],
  oplogAction: [
    ['save', '保存', 'Save', 'Guardar'],
    ['delete', '删除', 'Delete', 'Eliminar'],
    ['export', '导出', 'Export', 'Exportar'],
    ['import', '导入', 'Import', 'Importar'],
    ['upload', '上传', 'Upload', 'Subir'],
    ['transition', '流转', 'Move', 'Trámite'],
    ['issue', '下发', 'Issue', 'Emitir'],
    ['signIn', '登录', 'Sign in', 'Acceso'],
    ['refresh', '刷新令牌', 'Refresh token', 'Renovar token'],
    ['switchRole', '切换角色', 'Switch role', 'Cambiar rol'],
    ['changePassword', '修改密码', 'Change password', 'Cambiar contraseña'],
    ['resetPassword', '重置密码', 'Reset password', 'Restablecer contraseña'],
    ['startFactorEnrolment', '绑定第二因素', 'Start second factor enrolment', 'Iniciar registro del segundo factor'],
    ['confirmFactorEnrolment', '启用第二因素', 'Turn second factor on', 'Activar segundo factor'],
    ['resetSecondFactor', '重置第二因素', 'Reset second factor', 'Restablecer segundo factor'],
    ['seed', '初始化数据', 'Seed data', 'Datos iniciales'],
    ['disable', '停用', 'Disable', 'Desactivar'],
    ['enable', '启用', 'Enable', 'Activar'],
    ['unlock', '解锁', 'Unlock', 'Desbloquear'],
    ['grantOrgs', '授权组织', 'Grant organisations', 'Asignar organizaciones'],
    ['generate', '生成党费', 'Generate dues', 'Generar cuotas'],
    ['pay', '缴纳党费', 'Pay dues', 'Pagar cuotas'],
    ['submit', '提交', 'Submit', 'Enviar'],
    ['read', '阅读', 'Read', 'Leer'],
    ['studyOpen', '开始学习', 'Start studying', 'Empezar a estudiar'],
    ['start', '开始考试', 'Start exam', 'Empezar examen'],
    ['saveProgress', '保存答题', 'Save answers', 'Guardar respuestas'],
    ['cast', '投票', 'Vote', 'Votar'],
    ['confirmMakeUp', '确认补学', 'Confirm make-up', 'Confirmar recuperación'],
    ['printLetter', '打印介绍信', 'Print letter', 'Imprimir carta'],
    ['reveal', '查看敏感信息', 'Show personal data', 'Mostrar datos personales'],
    ['verifyChain', '校验日志完整性', 'Verify log integrity', 'Verificar integridad del registro'],
    ['rotateKey', '轮换数据密钥', 'Rotate data key', 'Rotar clave de datos'],
    ['propose', '提出评定等次', 'Propose grades', 'Proponer calificaciones'],
    ['assess', '个人自评', 'Self-assessment', 'Autoevaluación'],
    ['followUpDone', '完成处置', 'Follow-up done', 'Seguimiento hecho'],
  ],
  taskState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['issued', '已下发', 'Issued', 'Emitida'],
    ['closed', '已结束', 'Closed', 'Cerrada'],
  ],
  taskSubmissionState: [
    ['todo', '待办', 'To do', 'Pendiente'],
    ['submitted', '已提交', 'Submitted', 'Enviado'],
    ['returned', '已退回', 'Returned', 'Devuelto'],
    ['approved', '已通过', 'Approved', 'Aprobado'],
  ],
  activityType: numbered([
    ['主题党日', 'Themed party day', 'Día temático del partido'],
    ['志愿服务', 'Volunteering', 'Voluntariado'],
    ['参观学习', 'Study visit', 'Visita de estudio'],
    ['联建共建', 'Joint building', 'Construcción conjunta'],
    ['其他', 'Other', 'Otra'],
  ]),
  highlightKind: numbered([
    ['服务群众', 'Serving the public', 'Servicio al público'],
    ['安全行车', 'Safe driving', 'Conducción segura'],
    ['党建品牌', 'Party building brand', 'Marca del partido'],
    ['先锋模范', 'Model pioneers', 'Pioneros modelo'],
    ['其他', 'Other', 'Otro'],
  ]),
  dataScope: [
    ['1', '本组织', 'Own organisation', 'Organización propia'],
    ['2', '本组织及下级', 'Own and lower organisations', 'Propia e inferiores'],
    ['3', '全集团', 'Whole group', 'Todo el grupo'],
    ['4', '指定组织', 'Named organisations', 'Organizaciones indicadas'],
  ],
  hardshipKind: numbered([
    ['大病', 'Serious illness', 'Enfermedad grave'],
    ['残疾', 'Disability', 'Discapacidad'],
    ['家庭困难', 'Family hardship', 'Dificultad familiar'],
    ['受灾', 'Disaster', 'Catástrofe'],
    ['高龄独居', 'Elderly living alone', 'Mayor que vive solo'],
    ['其他', 'Other', 'Otra'],
  ]),
  hardshipLevel: numbered([
    ['一般困难', 'Moderate', 'Moderada'],
    ['比较困难', 'Serious', 'Grave'],
    ['特别困难', 'Severe', 'Muy grave'],
  ]),
  hardshipState: [
    ['draft', '待认定', 'To be confirmed', 'Por confirmar'],
    ['submitted', '已提交', 'Submitted', 'Enviado'],
    ['returned', '已退回', 'Returned', 'Devuelto'],
    ['approved', '已认定', 'Confirmed', 'Confirmado'],
    ['closed', '已脱困', 'Hardship over', 'Superada'],
  ],
  commendationKind: numbered([
    ['优秀共产党员', 'Outstanding party member', 'Militante destacado'],
    ['优秀党务工作者', 'Outstanding party worker', 'Trabajador destacado del partido'],
    ['先进基层党组织', 'Advanced primary organisation', 'Organización de base avanzada'],
  ]),
  commendationCallState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['issued', '推荐中', 'Nominating', 'En candidaturas'],
    ['publicised', '公示中', 'Public notice', 'En aviso público'],
    ['closed', '已表彰', 'Awarded', 'Concedida'],
    ['withdrawn', '已撤回', 'Withdrawn', 'Retirada'],
  ],
  commendationState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['submitted', '待党委审核', 'With the committee', 'En el comité'],
    ['returned', '已退回', 'Returned', 'Devuelta'],
    ['forwarded', '待审批', 'Awaiting decision', 'Pendiente de decisión'],
    ['approved', '已批准', 'Approved', 'Aprobada'],
    ['rejected', '未通过', 'Turned down', 'Rechazada'],
    ['publicised', '公示中', 'Public notice', 'En aviso público'],
    ['withdrawn', '已撤销', 'Withdrawn', 'Retirada'],
    ['awarded', '已表彰', 'Awarded', 'Concedida'],
  ],
  objectionState: [
    ['open', '待答复', 'To answer', 'Por responder'],
    ['dismissed', '不属实', 'Unfounded', 'Infundada'],
    ['upheld', '属实', 'Upheld', 'Fundada'],
  ],
  objectionChannel: numbered([
    ['来信', 'Letter', 'Carta'],
    ['来电', 'Telephone', 'Teléfono'],
    ['来访', 'Visit', 'Visita'],
    ['网络', 'Online', 'En línea'],
  ]),
  aidForm: numbered([
    ['慰问金', 'Money', 'Dinero'],
    ['慰问品', 'Goods', 'Bienes'],
    ['慰问金和慰问品', 'Money and goods', 'Dinero y bienes'],
  ]),
  aidSource: numbered([
    ['党费', 'Party dues', 'Cuotas del partido'],
    ['工会经费', 'Trade union funds', 'Fondos sindicales'],
    ['行政经费', 'Company funds', 'Fondos de la empresa'],
    ['其他', 'Other', 'Otro'],
  ]),
  memberAwayState: numbered([
    ['外出中', 'Away', 'Fuera'],
    ['已返回', 'Returned', 'Regresó'],
  ]),
  feeExpenseKind: numbered([
    ['支出', 'Spending', 'Gasto'],
    ['上缴', 'Remitted up', 'Remitido arriba'],
    ['下拨', 'Allocated down', 'Asignado abajo'],
  ]),
  penaltyKind: numbered([
    ['警告', 'Warning', 'Advertencia'],
    ['严重警告', 'Serious warning', 'Advertencia grave'],
    ['撤销党内职务', 'Removal from party posts', 'Destitución de cargos'],
    ['留党察看', 'Probation within the party', 'Periodo de prueba'],
    ['开除党籍', 'Expulsion', 'Expulsión'],
  ]),
  eduChannel: [
    ['mwarningedu', '警示教育', 'Warning education', 'Educación preventiva'],
    ['towstdaneact', '两学一做', 'Two studies, one action', 'Dos estudios, una acción'],
    ['classbyday', '每日一课', 'Daily lesson', 'Lección diaria'],
  ],
  eduContentKind: [
    ['article', '文章', 'Article', 'Artículo'],
    ['video', '视频', 'Video', 'Vídeo'],
    ['document', '文档', 'Document', 'Documento'],
  ],
  questionKind: [
    ['single', '单选题', 'Single choice', 'Opción única'],
    ['multiple', '多选题', 'Multiple choice', 'Opción múltiple'],
    ['judge', '判断题', 'True or false', 'Verdadero o falso'],
  ],
  examState: [
    ['draft', '草稿', 'Draft', 'Borrador'],
    ['published', '已发布', 'Published', 'Publicado'],
  ],
  paperMode: [
    ['fixed', '固定试题', 'Fixed questions', 'Preguntas fijas'],
    ['rule', '随机抽题', 'Random draw', 'Sorteo aleatorio'],
  ],
  correctionState: [
    ['open', '待答复', 'Awaiting an answer', 'Pendiente de respuesta'],
    ['answered', '已答复', 'Answered', 'Respondida'],
  ],
};

/** Seeded items by code list and value. */
const SEEDED = new Map<string, SeededItem>(
  Object.entries(DICTIONARY_WORDS).flatMap(([dict, items]) =>
    items.map((item) => [`${dict}\u0000${item[0]}`, item] as const),
  ),
);

/** One item of a code list as the server answers it, with its English and Spanish words when it still reads as seeded. */
export interface WordedItem {
  value: string;
  label: string;
  words?: [en: string, es: string];
}

/**
 * The code lists with the seeded words of each item whose label is still the seeded Chinese one; an
 * item staff edited or added keeps its label alone, shown as written in every language.
 */
export function withSeededWords(
  dicts: Record<string, { value: string; label: string }[]>,
): Record<string, WordedItem[]> {
  return Object.fromEntries(
    Object.entries(dicts).map(([dict, items]) => [
      dict,
      (items ?? []).map((item) => {
        const seeded = SEEDED.get(`${dict}\u0000${String(item.value)}`);
        return seeded && seeded[1] === item.label
          ? { ...item, words: [seeded[2], seeded[3]] as [string, string] }
          : item;
      }),
    ]),
  );
}
