import { Checkbox } from 'antd';
import { ALL_PRIVILEGES } from '@/contract/privileges';

/** What each action privilege lets a role do, in the words of the screens. */
const MEANING: Record<string, string> = {
  'org:write': '维护党组织',
  'member:write': '维护党员',
  'member:sensitive': '查看身份证号、手机号明文',
  'data:export': '导出',
  'account:manage': '管理账号',
  'role:manage': '管理角色',
  'dict:manage': '系统配置（指标、事项、字典）',
  'oplog:read': '查阅操作日志',
  'content:write': '发布信息',
  'task:issue': '下发任务',
  'task:handle': '办理任务',
  'task:review': '审核任务',
  'fee:write': '党费收缴',
  'reward:write': '奖惩登记',
  'meeting:write': '组织生活',
  'work:review': '审核下级工作',
  'edu:write': '教育培训',
  'exam:manage': '考试管理',
  'supervision:write': '监督检查',
  'vote:manage': '投票管理',
  'affairs:write': '党务工作',
  'agenda:write': '日程维护',
  'seal:manage': '印章管理',
  'seal:use': '用印',
  'leader:manage': '领导与领导权限',
};

export function RolePrivileges({ value, onChange, disabled }: { value: string[]; onChange: (v: string[]) => void; disabled?: boolean }) {
  return (
    <Checkbox.Group
      disabled={disabled}
      value={value}
      onChange={(v) => onChange(v.map(String))}
      options={ALL_PRIVILEGES.map((p) => ({ value: p, label: `${MEANING[p] ?? p}（${p}）` }))}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 6 }}
    />
  );
}
