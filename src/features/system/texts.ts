import type { Language } from '@/contract';
import { wordingIn, type Fill, type Wordings } from '@/components/use-texts';

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
  verifyChain: ['校验日志链', 'Verify chain', 'Verificar cadena'],
  chainPeriod: ['校验期间', 'Period to verify', 'Periodo a verificar'],
  chainIntact: [
    '{log}：完整，已校验 {n} 条',
    '{log}: intact, {n} rows checked',
    '{log}: íntegro, {n} filas verificadas',
  ],
  chainBroken: [
    '{log}：第一条不符的记录 #{id}（{at}）',
    '{log}: the first row that does not match is #{id} ({at})',
    '{log}: la primera fila que no coincide es la n.º {id} ({at})',
  ],
  chainHash: [
    '该记录的内容或哈希值在写入后被修改。',
    'Its content or hash was changed after it was written.',
    'Su contenido o hash se modificó después de escribirse.',
  ],
  chainMissingBefore: [
    '其前面的记录被删除或插入了记录。',
    'Rows before it were removed or put in.',
    'Se quitaron o insertaron filas antes de ella.',
  ],
  chainMissingAfter: [
    '日志末尾的记录被删除。',
    'Rows at the end of the log were removed.',
    'Se quitaron filas al final del registro.',
  ],
  chainChecked: ['已校验 {n} 条。', '{n} rows checked.', '{n} filas verificadas.'],
} satisfies Wordings;

export type SystemTextKey = keyof typeof TEXTS;

export const systemText = (key: SystemTextKey, language: Language, vars?: Fill): string =>
  wordingIn(TEXTS, key, language, vars);
