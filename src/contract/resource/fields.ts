import type { FieldDef, FieldKind, Labels } from './types';

type Options = Omit<FieldDef, 'name' | 'kind' | 'label'>;

/** [zh, en, es] */
export type LabelTriple = [string, string, string];

const labels = ([zh, en, es]: LabelTriple): Labels => ({ zh, en, es });

const make =
  (kind: FieldKind, defaults: Options = {}) =>
  (name: string, label: LabelTriple, opts: Options = {}): FieldDef => ({
    name,
    kind,
    label: labels(label),
    ...defaults,
    ...opts,
  });

/** Field builders, so that a definition reads as a list of fields. */
export const f = {
  text: make('text', { max: 100 }),
  textarea: make('textarea', { max: 2000, span: 24 }),
  int: make('int'),
  decimal: make('decimal'),
  date: make('date'),
  datetime: make('datetime'),
  bool: make('bool'),
  dict: (name: string, label: LabelTriple, dict: string, opts: Options = {}) =>
    make('dict')(name, label, { dict, ...opts }),
  dicts: (name: string, label: LabelTriple, dict: string, opts: Options = {}) =>
    make('dicts')(name, label, { dict, ...opts }),
  money: make('money'),
  month: make('month'),
  orgs: make('orgs'),
  refs: (name: string, label: LabelTriple, ref: string, opts: Options = {}) =>
    make('refs')(name, label, { ref, ...opts }),
  json: make('json', { hiddenInForm: true }),
  html: make('html', { span: 24 }),
  org: make('org'),
  ref: (name: string, label: LabelTriple, ref: string, opts: Options = {}) =>
    make('ref')(name, label, { ref, ...opts }),
  idNumber: make('idNumber', { masked: { keepStart: 6, keepEnd: 4 } }),
  phone: make('phone', { masked: { keepStart: 3, keepEnd: 4 } }),
};

export const L = labels;
