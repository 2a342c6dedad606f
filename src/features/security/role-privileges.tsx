import { Checkbox } from 'antd';
import { ALL_PRIVILEGES } from '@/contract/privileges';
import { bracketed, wordsIn, type Wording } from '@/contract';
import { useAppSelector } from '@/store/hooks';

/** What each action privilege lets a role do, in the words of the screens: [zh, en, es]. */
const MEANING: Record<string, Wording> = {
  'org:write': ['维护党组织', 'Maintain party organisations', 'Mantener organizaciones'],
  'member:write': ['维护党员', 'Maintain members', 'Mantener militantes'],
  'member:sensitive': [
    '查看身份证号、手机号明文',
    'See ID numbers and phones unmasked',
    'Ver DNI y teléfonos sin ocultar',
  ],
  'data:export': ['导出', 'Export', 'Exportar'],
  'account:manage': ['管理账号', 'Manage accounts', 'Gestionar cuentas'],
  'role:manage': ['管理角色', 'Manage roles', 'Gestionar roles'],
  'dict:manage': [
    '系统配置（指标、事项、字典）',
    'System configuration (indicators, matters, dictionary)',
    'Configuración (indicadores, asuntos, diccionario)',
  ],
  'oplog:read': ['查阅操作日志', 'Read the operation log', 'Consultar el registro de operaciones'],
  'content:write': ['发布信息', 'Publish news and notices', 'Publicar información'],
  'task:issue': ['下发任务', 'Issue tasks', 'Emitir tareas'],
  'task:handle': ['办理任务', 'Handle tasks', 'Tramitar tareas'],
  'task:review': ['审核任务', 'Review tasks', 'Revisar tareas'],
  'fee:write': ['党费收缴', 'Collect party dues', 'Cobrar cuotas'],
  'reward:write': ['奖惩登记', 'Record rewards and penalties', 'Registrar premios y sanciones'],
  'meeting:write': ['组织生活', 'Record organisational life', 'Registrar la vida orgánica'],
  'work:review': [
    '审核下级工作',
    'Review the work of the levels below',
    'Revisar el trabajo de los niveles inferiores',
  ],
  'edu:write': ['教育培训', 'Education and training', 'Formación'],
  'exam:manage': ['考试管理', 'Manage exams', 'Gestionar exámenes'],
  'supervision:write': ['监督检查', 'Inspections', 'Inspecciones'],
  'vote:manage': ['投票管理', 'Manage votes', 'Gestionar votaciones'],
  'affairs:write': ['党务工作', 'Party affairs', 'Asuntos del partido'],
  'agenda:write': ['日程维护', 'Maintain schedules', 'Mantener agendas'],
  'seal:manage': ['印章管理', 'Manage seals', 'Gestionar sellos'],
  'seal:use': ['用印', 'Use seals', 'Usar sellos'],
  'leader:manage': ['领导与领导权限', 'Leaders and their grants', 'Dirigentes y sus permisos'],
};

export function RolePrivileges({
  value,
  onChange,
  disabled,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  disabled?: boolean;
}) {
  const language = useAppSelector((s) => s.app.language);
  const label = (p: string) => {
    const meaning = MEANING[p] ? wordsIn(MEANING[p], language) : p;
    return `${meaning}${bracketed(language, p)}`;
  };
  return (
    <Checkbox.Group
      disabled={disabled}
      value={value}
      onChange={(v) => onChange(v.map(String))}
      options={ALL_PRIVILEGES.map((p) => ({ value: p, label: label(p) }))}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 6 }}
    />
  );
}
