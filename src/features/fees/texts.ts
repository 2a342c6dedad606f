import type { Language } from '@/contract';
import type { ImportTexts } from '@/components/import-dialog';

type Key =
  | 'rows'
  | 'summary'
  | 'warnings'
  | 'ledger'
  | 'balance'
  | 'generate'
  | 'generateTitle'
  | 'organisation'
  | 'month'
  | 'year'
  | 'created'
  | 'markPaid'
  | 'markPaidTitle'
  | 'paidOn'
  | 'paidCount'
  | 'importBases'
  | 'members'
  | 'rowCount'
  | 'unpaidRows'
  | 'due'
  | 'paid'
  | 'rate'
  | 'total'
  | 'drill'
  | 'export'
  | 'wholeYear'
  | 'unpaidMonths'
  | 'consecutive'
  | 'owed'
  | 'lapse'
  | 'behind'
  | 'warningHint'
  | 'collected'
  | 'received'
  | 'spent'
  | 'remitted'
  | 'allocated'
  | 'remitDue'
  | 'remitOutstanding'
  | 'ledgerHint'
  | 'myFees'
  | 'noFees'
  | 'myUnpaid'
  | 'myTotals'
  | 'status'
  | 'ratio'
  | 'base'
  | 'selectRows'
  | 'backTo'
  | 'member';

export const FEE_TEXTS: Record<Language, Record<Key, string>> = {
  zh: {
    rows: '收缴明细',
    summary: '收缴汇总',
    warnings: '欠缴预警',
    ledger: '支出明细',
    balance: '年度结余',
    generate: '生成月度党费',
    generateTitle: '生成月度党费',
    organisation: '组织',
    month: '月份',
    year: '年度',
    created: '已生成 {n} 条党费记录',
    markPaid: '标记已缴',
    markPaidTitle: '将选中的 {n} 条记录标记为已缴',
    paidOn: '缴纳日期',
    paidCount: '已标记 {n} 条为已缴',
    importBases: '导入工资基数',
    members: '党员数',
    rowCount: '应缴笔数',
    unpaidRows: '未缴笔数',
    due: '应缴金额（元）',
    paid: '实缴金额（元）',
    rate: '收缴率',
    total: '合计',
    drill: '下级',
    export: '导出',
    wholeYear: '全年',
    unpaidMonths: '欠缴月数',
    consecutive: '最长连续欠缴',
    owed: '欠缴金额（元）',
    lapse: '连续6个月未缴（自行脱党风险）',
    behind: '欠缴',
    warningHint:
      '截至所选月份欠缴 {n} 个月及以上的党员；连续6个月不交纳党费，按党章规定视为自行脱党，请及时谈心谈话、督促补缴。',
    collected: '党费收入（元）',
    received: '下级上缴（元）',
    spent: '支出（元）',
    remitted: '已上缴（元）',
    allocated: '已下拨（元）',
    remitDue: '应上缴（元）',
    remitOutstanding: '待上缴（元）',
    ledgerHint: '结余 = 当年实收党费 + 下级上缴 − 支出 − 上缴 − 下拨；应上缴为当年实收党费的 {share}。',
    myFees: '我的党费',
    noFees: '暂无党费记录',
    myUnpaid: '未缴 {n} 个月',
    myTotals: '应缴 {due} 元，已缴 {paid} 元',
    status: '状态',
    ratio: '比例',
    base: '工资基数（元）',
    selectRows: '请先勾选未缴记录',
    backTo: '返回上级',
    member: '党员',
  },
  en: {
    rows: 'Dues',
    summary: 'Summary',
    warnings: 'Arrears',
    ledger: 'Spending',
    balance: 'Balance of the year',
    generate: 'Generate month',
    generateTitle: 'Generate the dues of a month',
    organisation: 'Organisation',
    month: 'Month',
    year: 'Year',
    created: '{n} dues rows created',
    markPaid: 'Mark paid',
    markPaidTitle: 'Mark the {n} selected rows paid',
    paidOn: 'Paid on',
    paidCount: '{n} rows marked paid',
    importBases: 'Import salary bases',
    members: 'Members',
    rowCount: 'Rows',
    unpaidRows: 'Unpaid rows',
    due: 'Due (yuan)',
    paid: 'Paid (yuan)',
    rate: 'Collection rate',
    total: 'Total',
    drill: 'Below',
    export: 'Export',
    wholeYear: 'Whole year',
    unpaidMonths: 'Unpaid months',
    consecutive: 'Longest unpaid run',
    owed: 'Owed (yuan)',
    lapse: 'Six months in a row unpaid (lapse risk)',
    behind: 'Behind',
    warningHint:
      'Members with {n} or more unpaid months up to the chosen month; six months in a row unpaid counts as leaving the party under the charter: talk to them and collect.',
    collected: 'Dues collected (yuan)',
    received: 'Received from below (yuan)',
    spent: 'Spent (yuan)',
    remitted: 'Remitted (yuan)',
    allocated: 'Allocated (yuan)',
    remitDue: 'Remittance due (yuan)',
    remitOutstanding: 'Still to remit (yuan)',
    ledgerHint:
      'Balance = dues collected in the year + remittances received from below − spending − remittances − allocations; the remittance due is {share} of the dues collected.',
    myFees: 'My party dues',
    noFees: 'No dues yet',
    myUnpaid: '{n} months unpaid',
    myTotals: 'Due {due} yuan, paid {paid} yuan',
    status: 'Status',
    ratio: 'Ratio',
    base: 'Salary base (yuan)',
    selectRows: 'Tick unpaid rows first',
    backTo: 'Up one level',
    member: 'Member',
  },
  es: {
    rows: 'Cuotas',
    summary: 'Resumen',
    warnings: 'Atrasos',
    ledger: 'Gastos',
    balance: 'Saldo del año',
    generate: 'Generar mes',
    generateTitle: 'Generar las cuotas de un mes',
    organisation: 'Organización',
    month: 'Mes',
    year: 'Año',
    created: '{n} cuotas generadas',
    markPaid: 'Marcar pagado',
    markPaidTitle: 'Marcar pagadas las {n} filas elegidas',
    paidOn: 'Pagado el',
    paidCount: '{n} filas marcadas como pagadas',
    importBases: 'Importar bases salariales',
    members: 'Miembros',
    rowCount: 'Filas',
    unpaidRows: 'Sin pagar',
    due: 'A pagar (yuanes)',
    paid: 'Pagado (yuanes)',
    rate: 'Tasa de cobro',
    total: 'Total',
    drill: 'Inferiores',
    export: 'Exportar',
    wholeYear: 'Todo el año',
    unpaidMonths: 'Meses sin pagar',
    consecutive: 'Racha más larga',
    owed: 'Adeudado (yuanes)',
    lapse: 'Seis meses seguidos sin pagar (riesgo de baja)',
    behind: 'Atrasado',
    warningHint:
      'Miembros con {n} o más meses sin pagar hasta el mes elegido; seis meses seguidos equivalen a abandonar el partido según los estatutos.',
    collected: 'Cuotas cobradas (yuanes)',
    received: 'Recibido de abajo (yuanes)',
    spent: 'Gastado (yuanes)',
    remitted: 'Remitido (yuanes)',
    allocated: 'Asignado (yuanes)',
    remitDue: 'Remesa debida (yuanes)',
    remitOutstanding: 'Por remitir (yuanes)',
    ledgerHint:
      'Saldo = cuotas cobradas en el año + remesas recibidas de abajo − gastos − remesas − asignaciones; la remesa debida es el {share} de lo cobrado.',
    myFees: 'Mis cuotas',
    noFees: 'Aún no hay cuotas',
    myUnpaid: '{n} meses sin pagar',
    myTotals: 'A pagar {due} yuanes, pagado {paid} yuanes',
    status: 'Estado',
    ratio: 'Proporción',
    base: 'Base salarial (yuanes)',
    selectRows: 'Marque primero filas sin pagar',
    backTo: 'Subir un nivel',
    member: 'Miembro',
  },
};

export const BASE_IMPORT_TEXTS: Record<Language, ImportTexts> = {
  zh: {
    title: '导入工资基数',
    hint: '按模板填写身份证号或工号、工资基数（.xlsx）。任何一行有误时全部不导入。导入后新生成的月份按新基数计算。',
    template: '下载模板',
    choose: '选择文件',
    run: '开始导入',
    imported: '已导入 {n} 名党员的工资基数',
    refused: '有 {n} 行未通过校验，未导入任何数据',
    row: '行号',
    field: '字段',
    message: '原因',
  },
  en: {
    title: 'Import salary bases',
    hint: 'Fill in ID number or employee number and base (.xlsx). If any row is wrong nothing is imported. Months generated afterwards use the new bases.',
    template: 'Download template',
    choose: 'Choose file',
    run: 'Import',
    imported: 'Bases of {n} members imported',
    refused: '{n} rows were refused; nothing was imported',
    row: 'Row',
    field: 'Field',
    message: 'Reason',
  },
  es: {
    title: 'Importar bases salariales',
    hint: 'Rellene nº de identidad o de empleado y base (.xlsx). Si alguna fila es errónea no se importa nada.',
    template: 'Descargar plantilla',
    choose: 'Elegir archivo',
    run: 'Importar',
    imported: 'Bases de {n} miembros importadas',
    refused: '{n} filas rechazadas; no se importó nada',
    row: 'Fila',
    field: 'Campo',
    message: 'Motivo',
  },
};

export const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
