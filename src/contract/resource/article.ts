import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** The channels of /Informationpublicity; announcements go to target organisations and carry read receipts. */
export const ARTICLE_CHANNELS = ['announcement', 'shiznews', 'reglaw', 'mediacvg'] as const;
export type ArticleChannel = (typeof ARTICLE_CHANNELS)[number];

/**
 * An article of one of the four publicity channels. Publishing and withdrawing are workflow moves; the
 * body is rich text that the server sanitises whatever the client sent.
 */
export const articleEntity = {
  name: 'article',
  label: L(['文章', 'Article', 'Artículo']),
  owner: ['orgId'],
  defaultSort: { field: 'publishTime', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.contentWrite, export: PRIVILEGES.export },
  // Each channel is kept on its own screen.
  access: {
    menus: [],
    byValue: {
      field: 'channel',
      menus: Object.fromEntries(ARTICLE_CHANNELS.map((c) => [c, [`/Informationpublicity/${c}`]])),
    },
  },
  accessories: true,
  audience: {
    orgs: 'targetOrgIds',
    reaches: 'members',
    receipt: { keeps: ['read'], table: 'article_reads', parent: 'articleId', target: 'memberId', at: 'readAt' },
  },
  table: { name: 'articles', indexes: [['channel', 'state', 'publishTime']] },
  fields: [
    f.text('title', ['标题', 'Title', 'Título'], { required: true, max: 200, list: true, filter: 'like', span: 24 }),
    f.dict('channel', ['栏目', 'Channel', 'Sección'], 'articleChannel', { required: true, filter: 'eq', max: 32 }),
    f.org('orgId', ['发布组织', 'Publisher', 'Organización emisora'], {
      required: true,
      list: true,
      filter: 'subtree',
    }),
    f.text('author', ['作者', 'Author', 'Autor'], { max: 50, list: true }),
    f.orgs('targetOrgIds', ['接收组织', 'Sent to', 'Destinatarios'], {
      list: true,
      filter: 'has',
      span: 24,
      help: L([
        '通知公告发给所选组织及其下级组织的党员',
        'An announcement reaches the members of these organisations and those below',
        'El aviso llega a los miembros de estas organizaciones y las de abajo',
      ]),
    }),
    f.text('cover', ['封面图片地址', 'Cover image URL', 'URL de la portada'], {
      max: 300,
      pattern: { source: '^(https?://|/)[^\\s"\'<>]*$', message: 'pattern.imageAddress' },
    }),
    f.bool('top', ['置顶', 'Pinned', 'Fijado'], { list: true, filter: 'eq', default: false }),
    f.datetime('publishTime', ['发布时间', 'Published at', 'Publicado el'], {
      derived: true,
      asDate: true,
      list: true,
      sortable: true,
    }),
    f.dict('state', ['状态', 'State', 'Estado'], 'articleState', {
      derived: true,
      list: true,
      filter: 'eq',
      default: 'draft',
      max: 16,
    }),
    f.html('content', ['正文', 'Body', 'Cuerpo'], { required: true, max: 200_000, default: '' }),
  ],
  workflow: {
    field: 'state',
    initial: 'draft',
    editable: ['draft', 'withdrawn'],
    moves: [
      {
        action: 'publish',
        label: L(['发布', 'Publish', 'Publicar']),
        from: ['draft', 'withdrawn'],
        to: 'published',
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'withdraw',
        label: L(['撤回', 'Withdraw', 'Retirar']),
        from: ['published'],
        to: 'withdrawn',
        by: 'owner',
        tone: 'danger',
        opinion: 'optional',
      },
    ],
  },
} satisfies EntityDef;
