import type { Wording } from './language-words';

/**
 * A kind of official document produced from a record as .docx (DESIGN section 8: documents): the entity
 * whose detail screen offers it, its name in zh/en/es, and the placeholders its template must hold. The
 * document itself is Chinese whatever the reader's language; its template ships with the app
 * (server/documents/templates/<kind>.docx) and the system administrator may replace it.
 */
export interface DocumentKind {
  kind: string;
  entity: string;
  label: Wording;
  /** Placeholders a replacement template must hold (`{name}`; a loop as `#rows`): the ones the document is about. */
  requires: readonly string[];
  /** Issued under a seal: producing it records the seal's use, as the printed transfer letter does. */
  sealed?: boolean;
}

export const DOCUMENT_KINDS = [
  {
    kind: 'devNoticeTarget',
    entity: 'memberDevelopment',
    label: ['发展对象公示', 'Notice: development object', 'Aviso: candidato a desarrollo'],
    requires: ['name', 'orgName', 'activistOn', 'today'],
  },
  {
    kind: 'devNoticeProbation',
    entity: 'memberDevelopment',
    label: ['拟接收预备党员公示', 'Notice: admission as probationary member', 'Aviso: admisión como miembro a prueba'],
    requires: ['name', 'orgName', 'targetOn', 'introducers', 'today'],
  },
  {
    kind: 'devNoticeFull',
    entity: 'memberDevelopment',
    label: ['预备党员转正公示', 'Notice: full membership', 'Aviso: paso a miembro pleno'],
    requires: ['name', 'orgName', 'probationOn', 'today'],
  },
  {
    kind: 'devTalkRecord',
    entity: 'memberDevelopment',
    label: ['入党谈话记录', 'Record of the talk with the applicant', 'Acta de la entrevista con el solicitante'],
    requires: ['name', 'orgName', 'appliedOn', 'talkedOn'],
  },
  {
    kind: 'devBranchResolution',
    entity: 'memberDevelopment',
    label: ['支部大会接收预备党员决议', 'Branch meeting resolution', 'Resolución de la asamblea de célula'],
    requires: ['name', 'orgName', 'probationOn', 'introducers'],
  },
  {
    kind: 'transferLetter',
    entity: 'memberTransfer',
    label: ['党员组织关系介绍信', 'Transfer letter', 'Carta de traslado'],
    requires: ['letterNo', 'memberName', 'fromOrgName', 'toOrgName', 'issuerOrgName', 'issuedOn'],
    sealed: true,
  },
  {
    kind: 'meetingMinutes',
    entity: 'meeting',
    label: ['会议记录', 'Minutes', 'Acta de la reunión'],
    requires: ['topic', 'orgName', 'heldAt', '#attendees', 'content'],
  },
  {
    kind: 'memberRegistration',
    entity: 'member',
    label: ['党员信息登记表', 'Member registration form', 'Ficha de registro del miembro'],
    requires: ['name', 'sex', 'birthDate', 'orgName', 'joinedOn'],
  },
] as const satisfies readonly DocumentKind[];

export type DocumentKindName = (typeof DOCUMENT_KINDS)[number]['kind'];

export const DOCUMENT_KIND_NAMES = DOCUMENT_KINDS.map((k) => k.kind) as [DocumentKindName, ...DocumentKindName[]];

export const documentKind = (kind: string): DocumentKind | undefined => DOCUMENT_KINDS.find((k) => k.kind === kind);

/** The kinds a record of this entity offers on its detail screen. */
export const documentKindsOf = (entity: string): DocumentKind[] => DOCUMENT_KINDS.filter((k) => k.entity === entity);

/** The largest template the system administrator may upload. */
export const MAX_TEMPLATE_BYTES = 2 * 1024 * 1024;

/** The system administrator's screen of the templates. */
export const DOCUMENT_TEMPLATES_MENU = '/systemmanagement/documentTemplate';
