import type { Labels } from './resource/types';

const w = (zh: string, en: string, es: string): Labels => ({ zh, en, es });

/**
 * The tables of the annual party statistics and their categories, in the order and the words of the
 * Central Organisation Department's annual communiqué. Age bands and branch sizes are worded from the
 * bounds the standard matters hold (stats.ageBands, stats.branchSizes), since those change between years.
 */
export const STAT_WORDS = {
  changes: w('党员增减变化', 'Changes in membership', 'Cambios de militancia'),
  members: w('党员队伍构成', 'Composition of the membership', 'Composición de la militancia'),
  development: w('发展党员', 'Admissions', 'Admisiones'),
  organisations: w('党组织', 'Party organisations', 'Organizaciones del partido'),

  balance: w('年初年末', 'Opening and closing', 'Inicio y cierre'),
  opening: w('年初党员数', 'Members at the start of the year', 'Miembros al inicio del año'),
  gains: w('本年增加', 'Gains in the year', 'Altas del año'),
  losses: w('本年减少', 'Losses in the year', 'Bajas del año'),
  closing: w('年末党员数', 'Members at the end of the year', 'Miembros al cierre del año'),
  admitted: w('发展党员', 'Admitted', 'Admitidos'),
  transferredIn: w('转入', 'Transferred in', 'Trasladados de entrada'),
  restored: w('恢复党籍', 'Membership restored', 'Afiliación restablecida'),
  died: w('死亡', 'Died', 'Fallecidos'),
  transferredOut: w('转出', 'Transferred out', 'Trasladados de salida'),
  expelled: w('开除党籍', 'Expelled', 'Expulsados'),
  removed: w('除名', 'Removed from the rolls', 'Dados de baja'),
  withdrew: w('退党', 'Withdrew', 'Se retiraron'),
  suspended: w('停止党籍', 'Membership suspended', 'Afiliación suspendida'),
  other: w('其他', 'Other', 'Otros'),

  sex: w('性别', 'Sex', 'Sexo'),
  male: w('男', 'Male', 'Hombres'),
  female: w('女', 'Female', 'Mujeres'),
  ethnicity: w('民族', 'Ethnicity', 'Etnia'),
  han: w('汉族', 'Han', 'Han'),
  minority: w('少数民族', 'Ethnic minorities', 'Minorías étnicas'),
  age: w('年龄', 'Age', 'Edad'),
  education: w('学历', 'Education', 'Estudios'),
  postgraduate: w('研究生', 'Postgraduate', 'Posgrado'),
  university: w('大学本科', 'University', 'Universidad'),
  college: w('大学专科', 'College', 'Técnico superior'),
  secondaryTechnical: w('中专', 'Secondary technical', 'Formación profesional'),
  highSchool: w('高中', 'High school', 'Bachillerato'),
  juniorSchool: w('初中及以下', 'Junior school and below', 'Secundaria o menos'),
  joined: w('入党时间', 'When they joined', 'Fecha de ingreso'),
  before1949: w('1949年10月以前', 'Before October 1949', 'Antes de octubre de 1949'),
  to1978: w(
    '1949年10月至1978年12月党的十一届三中全会前',
    'October 1949 to the Third Plenum (December 1978)',
    'De octubre de 1949 al Tercer Pleno (diciembre de 1978)',
  ),
  to2012: w(
    '党的十一届三中全会后至党的十八大前',
    'From the Third Plenum to the 18th Congress (November 2012)',
    'Del Tercer Pleno al XVIII Congreso (noviembre de 2012)',
  ),
  since2012: w('党的十八大以来', 'Since the 18th Congress', 'Desde el XVIII Congreso'),
  occupation: w('职业', 'Occupation', 'Ocupación'),
  workers: w('工人', 'Workers', 'Obreros'),
  professionals: w('专业技术人员', 'Professional and technical staff', 'Personal profesional y técnico'),
  managers: w('管理人员', 'Managers', 'Directivos'),
  retired: w('离退休人员', 'Retired', 'Jubilados'),
  others: w('其他职业人员', 'Others', 'Otros'),
  memberType: w('党员类别', 'Probationary or full', 'En prueba o plenos'),
  probationary: w('预备党员', 'Probationary members', 'Miembros en prueba'),
  full: w('正式党员', 'Full members', 'Miembros plenos'),

  admittedBySex: w('发展党员（性别）', 'Admitted, by sex', 'Admitidos, por sexo'),
  admittedYoung: w('发展党员（年龄）', 'Admitted, by age', 'Admitidos, por edad'),
  young: w('35岁及以下', 'Aged 35 and under', 'De 35 años o menos'),
  older: w('36岁及以上', 'Aged 36 and over', 'De 36 años o más'),
  admittedByEducation: w('发展党员（学历）', 'Admitted, by education', 'Admitidos, por estudios'),
  admittedByOccupation: w('发展党员（职业）', 'Admitted, by occupation', 'Admitidos, por ocupación'),
  pipeline: w('年末入党积极分子队伍', 'Applicants at the end of the year', 'Solicitantes al cierre del año'),
  applicants: w('入党申请人', 'Applicants', 'Solicitantes'),
  activists: w('入党积极分子', 'Activists', 'Activistas'),
  targets: w('发展对象', 'Development objects', 'Candidatos'),

  orgKind: w('党组织类别', 'Organisations by kind', 'Organizaciones por tipo'),
  committees: w('党委', 'Committees', 'Comités'),
  generalBranches: w('党总支', 'General branches', 'Células generales'),
  branches: w('党支部', 'Branches', 'Células'),
  branchSize: w('党支部规模', 'Branches by size', 'Células por tamaño'),
  terms: w('换届', 'Terms of office', 'Mandatos'),
  termsDue: w('本年应换届', 'Due this year', 'Vencen este año'),
  termsOverdue: w('逾期未换届', 'Overdue', 'Vencidos'),
  termsOnTime: w('未到期', 'Not due', 'No vencen'),
} as const;

export type StatWord = keyof typeof STAT_WORDS;

/** 'ge61' style keys of numbered bands: 'le30', '31-35', ..., 'ge61' from upper bounds 30, 35, ..., 60. */
export function bandKeys(bounds: readonly number[]): string[] {
  if (!bounds.length) return ['all'];
  return [
    `le${bounds[0]}`,
    ...bounds.slice(1).map((b, i) => `${bounds[i] + 1}-${b}`),
    `ge${bounds[bounds.length - 1] + 1}`,
  ];
}

/** The words of a band key, with the unit of its kind (years of age, members of a branch). */
export function bandLabel(key: string, unit: 'age' | 'members'): Labels {
  const zhUnit = unit === 'age' ? '岁' : '人';
  const enUnit = unit === 'age' ? '' : ' members';
  const esUnit = unit === 'age' ? ' años' : ' miembros';
  const le = /^le(\d+)$/.exec(key);
  const ge = /^ge(\d+)$/.exec(key);
  if (le) return w(`${le[1]}${zhUnit}及以下`, `${le[1]}${enUnit} and under`, `${le[1]}${esUnit} o menos`);
  if (ge) return w(`${ge[1]}${zhUnit}及以上`, `${ge[1]}${enUnit} and over`, `${ge[1]}${esUnit} o más`);
  return w(`${key}${zhUnit}`, `${key.replace('-', '–')}${enUnit}`, `${key.replace('-', '–')}${esUnit}`);
}
