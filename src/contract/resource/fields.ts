import type { FieldDef, FieldKind, Labels } from './types';

type Options = Omit<FieldDef, 'name' | 'kind' | 'label'>;

/**
 * One field as a builder makes it: its name, kind and options keep their literal types, so that the
 * server derives a typed table from a definition declared with `satisfies EntityDef`.
 */
export type Field<N extends string, K extends FieldKind, O extends Options = Options> = FieldDef & {
  name: N;
  kind: K;
} & O;

/** [zh, en, es] */
export type LabelTriple = [string, string, string];

const labels = ([zh, en, es]: LabelTriple): Labels => ({ zh, en, es });

const make =
  <K extends FieldKind>(kind: K, defaults: Options = {}) =>
  <N extends string, O extends Options = NonNullable<unknown>>(name: N, label: LabelTriple, opts?: O) =>
    ({ name, kind, label: labels(label), ...defaults, ...opts }) as Field<N, K, O>;

/** A builder of a field that names a dictionary or an entity (its third argument). */
const named =
  <K extends FieldKind>(kind: K, key: 'dict' | 'ref') =>
  <N extends string, O extends Options = NonNullable<unknown>>(name: N, label: LabelTriple, target: string, opts?: O) =>
    make(kind)(name, label, { [key]: target, ...opts } as O);

/** Field builders, so that a definition reads as a list of fields. */
export const f = {
  text: make('text', { max: 100 }),
  textarea: make('textarea', { max: 2000, span: 24 }),
  int: make('int'),
  decimal: make('decimal'),
  date: make('date'),
  datetime: make('datetime'),
  bool: make('bool'),
  dict: named('dict', 'dict'),
  dicts: named('dicts', 'dict'),
  money: make('money'),
  month: make('month'),
  orgs: make('orgs'),
  refs: named('refs', 'ref'),
  json: make('json', { hiddenInForm: true }),
  html: make('html', { span: 24 }),
  org: make('org'),
  ref: named('ref', 'ref'),
  idNumber: make('idNumber', { masked: { keepStart: 6, keepEnd: 4 } }),
  phone: make('phone', { masked: { keepStart: 3, keepEnd: 4 } }),
};

export const L = labels;

/** The year a record belongs to (a work summary's, a commendation call's, an appraisal's): chosen, listed and filtered. */
export const yearField = () =>
  f.int('year', ['年度', 'Year', 'Año'], {
    required: true,
    min: 2000,
    max: 2100,
    list: true,
    filter: 'eq',
    sortable: true,
  });
