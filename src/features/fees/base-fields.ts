import { f, feeIncomeEntity, memberEntity, type FieldDef } from '@/contract/resource';

/** The labels an import refusal of the salary-base sheet may name. */
export const feeBaseFields: FieldDef[] = [
  ...memberEntity.fields.filter((x) => x.name === 'idNumber' || x.name === 'empNo'),
  f.money('salaryBase', ['工资基数', 'Salary base', 'Base salarial']),
  ...feeIncomeEntity.fields.filter((x) => x.name === 'retired' || x.name === 'fixedDues'),
];
