import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * An election, appraisal or survey held online. Members vote through their own calls (/api/vote/mine,
 * cast, result on the onlineVoting screen); the generic calls that manage votes answer on the result
 * screen's menu entry, which the ordinary member's role does not hold.
 */
export const voteEntity: EntityDef = {
  name: 'vote',
  label: L(['在线投票', 'Online vote', 'Votación en línea']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.voteManage, export: PRIVILEGES.export },
  access: { menus: ['/partyAffairs/onlineVoting_fina'] },
  table: { name: 'votes' },
  // The roll says who voted; an anonymous ballot's choices go only into the running tally, never beside a name.
  audience: {
    orgs: 'voterOrgIds',
    members: 'voterMemberIds',
    reaches: 'members',
    fullMembersOnly: { field: 'kind', value: 'election' },
    rollOnly: true,
    receipt: { keeps: ['voted'], table: 'vote_voters', parent: 'voteId', target: 'memberId' },
  },
  workflow: {
    field: 'state',
    initial: 'draft',
    editable: ['draft'],
    moves: [
      {
        action: 'publish',
        label: L(['发布投票', 'Publish', 'Publicar']),
        from: ['draft'],
        to: 'published',
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'close',
        label: L(['结束投票', 'Close', 'Cerrar']),
        from: ['published'],
        to: 'closed',
        by: 'owner',
        tone: 'danger',
      },
      {
        action: 'finalise',
        label: L(['确认结果', 'Finalise result', 'Confirmar resultado']),
        from: ['closed'],
        to: 'finalised',
        by: 'owner',
        tone: 'primary',
      },
    ],
  },
  fields: [
    f.text('title', ['投票主题', 'Title', 'Título'], {
      required: true,
      max: 200,
      list: true,
      filter: 'like',
      span: 24,
    }),
    f.dict('kind', ['投票类型', 'Kind', 'Tipo'], 'voteKind', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['发起组织', 'Held by', 'Organizador'], { required: true, list: true, filter: 'subtree' }),
    f.datetime('opensAt', ['开始时间', 'Opens at', 'Abre'], { required: true, list: true, sortable: true }),
    f.datetime('closesAt', ['截止时间', 'Closes at', 'Cierra'], { required: true, list: true, sortable: true }),
    f.int('minChoices', ['最少选择', 'Fewest choices', 'Mínimo de opciones'], {
      required: true,
      min: 1,
      max: 50,
      default: 1,
    }),
    f.int('maxChoices', ['最多选择', 'Most choices', 'Máximo de opciones'], {
      required: true,
      min: 1,
      max: 50,
      default: 1,
    }),
    f.bool('anonymous', ['无记名投票', 'Anonymous', 'Anónima'], { list: true, default: true }),
    f.orgs('voterOrgIds', ['投票组织', 'Voting organisations', 'Organizaciones votantes'], { span: 24, list: true }),
    f.refs('voterMemberIds', ['指定投票人', 'Named voters', 'Votantes designados'], 'member', { span: 24, list: true }),
    f.textarea('description', ['说明', 'Description', 'Descripción'], { max: 2000 }),
    f.json('options', ['选项/候选人', 'Options or candidates', 'Opciones o candidatos'], { max: 20_000 }),
    f.dict('state', ['状态', 'State', 'Estado'], 'voteState', {
      derived: true,
      default: 'draft',
      list: true,
      filter: 'eq',
    }),
    f.json('result', ['投票结果', 'Result', 'Resultado'], { derived: true }),
  ],
};
