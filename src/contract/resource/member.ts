import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** A party member. Birth date, sex and age come from the ID number. */
export const memberEntity = {
  name: 'member',
  label: L(['党员', 'Party member', 'Miembro']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.memberWrite, export: PRIVILEGES.export },
  access: { menus: ['/memberManagement/memberMaintenance'] },
  accessories: true,
  table: {
    name: 'members',
    unique: [['idNumber']],
    // Counts of a list page: scope and the common filters, answered from the index alone.
    indexes: [
      ['orgId', 'id'],
      ['orgId', 'memberType', 'status', 'post'],
      ['memberType', 'orgId'],
      ['status', 'orgId'],
    ],
  },
  fields: [
    f.text('name', ['姓名', 'Name', 'Nombre'], { required: true, max: 50, list: true, filter: 'like', sortable: true }),
    f.text('empNo', ['工号', 'Employee no.', 'Nº de empleado'], { max: 32, list: true, filter: 'eq' }),
    f.idNumber('idNumber', ['身份证号', 'ID number', 'Nº de identidad'], {
      required: true,
      list: true,
      filter: 'eq',
      sensitive: true,
    }),
    f.dict('sex', ['性别', 'Sex', 'Sexo'], 'sex', { derived: true, list: true, filter: 'eq' }),
    f.date('birthDate', ['出生日期', 'Birth date', 'Fecha de nacimiento'], { derived: true, sortable: true }),
    f.int('age', ['年龄', 'Age', 'Edad'], { derived: true, virtual: true, list: true }),
    f.dict('ethnicity', ['民族', 'Ethnicity', 'Etnia'], 'ethnicity', { filter: 'eq' }),
    f.text('nativePlace', ['籍贯', 'Native place', 'Lugar de origen'], { max: 100 }),
    f.dict('education', ['学历', 'Education', 'Estudios'], 'education', { filter: 'eq' }),
    f.phone('phone', ['手机号码', 'Mobile', 'Móvil'], { list: true, filter: 'eq', sensitive: true }),
    f.org('orgId', ['所在支部', 'Branch', 'Célula'], { required: true, list: true, filter: 'subtree' }),
    f.text('workUnit', ['工作单位', 'Work unit', 'Unidad'], { max: 100 }),
    f.dict('post', ['岗位', 'Post', 'Puesto'], 'post', { list: true, filter: 'eq' }),
    f.text('routeOrDepot', ['线路/场站', 'Route or depot', 'Línea o cochera'], { max: 100 }),
    f.dict('memberType', ['党员类型', 'Member type', 'Tipo'], 'memberType', {
      required: true,
      list: true,
      filter: 'eq',
      sortable: true,
    }),
    f.date('joinedOn', ['入党日期', 'Joined on', 'Ingreso'], {
      required: true,
      notNull: false,
      list: true,
      filter: 'range',
      sortable: true,
    }),
    f.date('fullOn', ['转正日期', 'Full member on', 'Miembro pleno desde']),
    f.dict('status', ['党籍状态', 'Status', 'Estado'], 'memberStatus', {
      required: true,
      list: true,
      filter: 'eq',
      default: '1',
    }),
    f.bool('lostContact', ['失联', 'Lost contact', 'Sin contacto'], { filter: 'eq' }),
    // Kept by the register of members working away (memberAway): flowing while a record there is open.
    f.bool('flowing', ['流动党员', 'Flowing member', 'Miembro itinerante'], { filter: 'eq', derived: true }),
    // From the democratic appraisal: the last grade the level above approved, and its year (kept by each approval).
    f.dict('appraisalGrade', ['民主评议等次', 'Appraisal grade', 'Calificación de la evaluación'], 'appraisalGrade', {
      derived: true,
      filter: 'eq',
    }),
    f.int('appraisalYear', ['评议年度', 'Appraisal year', 'Año de la evaluación'], { derived: true }),
  ],
} satisfies EntityDef;
