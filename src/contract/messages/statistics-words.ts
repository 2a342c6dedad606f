/** What the annual party statistics say about their own figures: a date they cannot cover, a check that failed. */
export const STATISTICS_WORDS = {
  'stats.sheet.title': [
    '党内统计年报：{table}',
    'Annual party statistics: {table}',
    'Estadística anual del partido: {table}',
  ],
  'stats.sheet.scope': [
    '统计范围：{org}（含下级党组织）',
    'Scope: {org}, with the organisations under it',
    'Ámbito: {org}, con las organizaciones dependientes',
  ],
  'stats.sheet.asOf': [
    '统计时点：{asOf}（本年度自 {from} 起）',
    'As of {asOf} (the year from {from})',
    'A fecha de {asOf} (el año desde {from})',
  ],
  'stats.sheet.unitMembers': ['计量单位：人', 'Unit: persons', 'Unidad: personas'],
  'stats.sheet.unitOrgs': ['计量单位：个', 'Unit: organisations', 'Unidad: organizaciones'],
  'stats.sheet.item': ['项目', 'Item', 'Concepto'],
  'stats.sheet.count': ['数量', 'Number', 'Número'],
  'stats.sheet.unexplained': ['未归入以上各项', 'In none of the items above', 'En ninguno de los conceptos anteriores'],
  'stats.sheet.reporter': ['填报单位（盖章）：', 'Reporting organisation (seal):', 'Organización informante (sello):'],
  'stats.sheet.head': ['单位负责人：', 'Person responsible:', 'Responsable:'],
  'stats.sheet.clerk': ['填表人：', 'Prepared by:', 'Elaborado por:'],
  'stats.sheet.date': ['填报日期：\u3000\u3000\u3000\u3000年\u3000\u3000月\u3000\u3000日', 'Date:', 'Fecha:'],
  'stats.sheet.file': [
    '党内统计-{org}-{asOf}',
    'Party statistics-{org}-{asOf}',
    'Estadistica del partido-{org}-{asOf}',
  ],
  'stats.beforeHistory': [
    '{date} 早于党籍变动记录的起始日期（{from}），无法统计该日的党员情况',
    '{date} is before the membership history begins ({from}): nothing can be counted as of that day',
    '{date} es anterior al inicio del historial de militancia ({from}): no se puede contar nada a esa fecha',
  ],
  'stats.noHistory': [
    '尚无党籍变动记录，无法按日期统计',
    'The membership history is empty: nothing can be counted as of a date',
    'El historial de militancia está vacío: no se puede contar nada a una fecha',
  ],
  'stats.breakdownShort': [
    '{group}：合计 {total} 人，{n} 人不属于任何一项：{names}',
    '{group}: of {total} in all, {n} fall in no category: {names}',
    '{group}: de {total} en total, {n} no entran en ninguna categoría: {names}',
  ],
  'stats.balanceOff': [
    '年初 {opening} + 增加 {gains} − 减少 {losses} = {expected}，与年末 {closing} 不符',
    'Opening {opening} + gains {gains} − losses {losses} = {expected}, but the closing count is {closing}',
    'Inicio {opening} + altas {gains} − bajas {losses} = {expected}, pero el cierre es {closing}',
  ],
  'stats.registerDiffers': [
    '{n} 名党员的档案与党籍变动记录不一致（档案在册而记录不在册，或相反）：{names}',
    '{n} members are on the register but not in the history as of today, or the other way round: {names}',
    '{n} miembros figuran en el registro pero no en el historial a hoy, o al revés: {names}',
  ],
} as const;
