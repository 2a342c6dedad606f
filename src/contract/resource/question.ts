import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** A question of the bank. Its answer and analysis never reach a taker before they hand in. */
export const questionEntity: EntityDef = {
  name: 'question',
  label: L(['试题', 'Question', 'Pregunta']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'stem',
  privileges: { write: PRIVILEGES.examManage, export: PRIVILEGES.export },
  access: { menus: ['/educational/mitembank'] },
  table: { name: 'questions', indexes: [['kind', 'enabled']] },
  fields: [
    f.dict('kind', ['题型', 'Kind', 'Tipo'], 'questionKind', { required: true, list: true, filter: 'eq' }),
    f.textarea('stem', ['题干', 'Question', 'Enunciado'], { required: true, max: 1000, list: true, filter: 'like' }),
    f.json('options', ['选项', 'Options', 'Opciones'], { required: true, hiddenInForm: false, span: 24, max: 10_000 }),
    f.json('answer', ['正确答案', 'Answer', 'Respuesta'], { required: true, hiddenInForm: false, max: 200 }),
    f.textarea('analysis', ['答案解析', 'Analysis', 'Explicación'], { max: 2000 }),
    f.int('difficulty', ['难度（1-5）', 'Difficulty (1-5)', 'Dificultad (1-5)'], {
      required: true,
      min: 1,
      max: 5,
      list: true,
      filter: 'eq',
      sortable: true,
    }),
    f.text('point', ['知识点', 'Knowledge point', 'Tema'], { max: 50, list: true, filter: 'eq' }),
    f.text('source', ['出处', 'Source', 'Fuente'], { max: 100 }),
    f.bool('enabled', ['启用', 'Enabled', 'Activa'], { list: true, filter: 'eq', default: true }),
    f.org('orgId', ['所属题库', 'Bank of', 'Banco de'], { required: true, list: true, filter: 'subtree' }),
  ],
};
