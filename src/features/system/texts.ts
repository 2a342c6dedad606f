import type { Language } from '@/contract';
import { wordingIn, type Wordings } from '@/components/use-texts';

/** Words of the system screens the definitions do not carry, [zh, en, es]. */
const TEXTS = {
  addChild: ['新增下级', 'Add below', 'Añadir debajo'],
  childPoints: ['下级合计', 'Children total', 'Total de hijos'],
  check: ['分值校验', 'Points check', 'Comprobación'],
  operations: ['操作日志', 'Operations', 'Operaciones'],
  signIns: ['登录日志', 'Sign-ins', 'Inicios de sesión'],
  changes: ['变更内容', 'Changes', 'Cambios'],
  field: ['字段', 'Field', 'Campo'],
  before: ['修改前', 'Before', 'Antes'],
  after: ['修改后', 'After', 'Después'],
  noChanges: ['无字段变更', 'No field changed', 'Ningún campo cambió'],
} satisfies Wordings;

export type SystemTextKey = keyof typeof TEXTS;

export const systemText = (key: SystemTextKey, language: Language): string => wordingIn(TEXTS, key, language);
