import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** One applicant's way through the five stages, with the dates the statutory time rules check. */
export const memberDevelopmentEntity = {
  name: 'memberDevelopment',
  label: L(['党员发展', 'Member development', 'Desarrollo de miembros']),
  owner: ['orgId'],
  defaultSort: { field: 'appliedOn', order: 'desc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.memberWrite, export: PRIVILEGES.export },
  access: { menus: ['/memberManagement/memberAcceptance'] },
  accessories: true,
  table: { name: 'member_development', indexes: [['orgId', 'stage']] },
  fields: [
    f.text('name', ['姓名', 'Name', 'Nombre'], { required: true, max: 50, list: true, filter: 'like', sortable: true }),
    f.idNumber('idNumber', ['身份证号', 'ID number', 'Nº de identidad'], {
      required: true,
      list: true,
      sensitive: true,
    }),
    f.phone('phone', ['手机号码', 'Mobile', 'Móvil'], { sensitive: true }),
    f.org('orgId', ['所在支部', 'Branch', 'Célula'], { required: true, list: true, filter: 'subtree' }),
    f.dict('post', ['岗位', 'Post', 'Puesto'], 'post'),
    f.dict('stage', ['发展阶段', 'Stage', 'Etapa'], 'devStage', {
      required: true,
      list: true,
      filter: 'eq',
      sortable: true,
    }),
    f.date('appliedOn', ['递交申请日期', 'Applied on', 'Solicitud'], {
      required: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.date('talkedOn', ['谈话日期', 'Talk on', 'Entrevista']),
    f.date('activistOn', ['确定积极分子日期', 'Activist from', 'Activista desde'], { list: true }),
    f.text('contacts', ['培养联系人（两名）', 'Contacts (two)', 'Contactos (dos)'], { max: 100 }),
    f.date('targetOn', ['确定发展对象日期', 'Target from', 'Candidato desde'], { list: true }),
    f.date('politicalReviewOn', ['政治审查日期', 'Political review', 'Revisión política']),
    f.int('trainingHours', ['集中培训学时', 'Training hours', 'Horas de formación'], { min: 0, max: 1000 }),
    f.text('introducers', ['入党介绍人（两名）', 'Introducers (two)', 'Padrinos (dos)'], { max: 100 }),
    f.date('probationOn', ['接收预备党员日期', 'Probation from', 'Prueba desde'], {
      list: true,
      help: L(['支部大会表决日期', 'The branch vote', 'Votación de la célula']),
    }),
    f.date('approvedOn', ['上级党委审批日期', 'Approved on', 'Aprobado el']),
    f.int('extendedMonths', ['延长预备期（月）', 'Probation extended (months)', 'Prórroga (meses)'], {
      min: 0,
      max: 12,
    }),
    f.date('fullOn', ['转为正式党员日期', 'Full member on', 'Miembro pleno desde']),
    f.ref('memberId', ['党员档案', 'Member record', 'Ficha de miembro'], 'member', { derived: true }),
    f.date('nextDueOn', ['下一期限', 'Next due', 'Próximo plazo'], { derived: true, list: true, sortable: true }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 1000 }),
  ],
} satisfies EntityDef;
