import { z } from 'zod';
import { PRIVILEGES } from '../privileges';
import { screen } from './access';
import { answer, declareCall } from './declare';
import { rowId, rowVersion } from './ids';

/** The transfer letter as printed: the answer of the call that also records the seal's use. */
export interface TransferLetter {
  transferId: number;
  letterNo: string;
  memberName: string;
  sex: string;
  age: number | null;
  ethnicity: string;
  idNumber: string;
  memberType: string;
  fromOrgName: string;
  toOrgName: string;
  feesPaidUntil: string | null;
  validDays: number;
  issuedOn: string;
  issuerOrgName: string;
  seal: { id: number; name: string; image: string };
  sealUseId: number;
  usedAt: string;
}

export interface OrgGrant {
  orgId: number;
  orgName: string;
  accountId: number;
  account: string;
  displayName: string;
  status: string;
}

/** A member an account may be bound to: the name only (the security administrator sees no personal data). */
export interface MemberOption {
  id: number;
  name: string;
  orgName: string;
}

const ACCOUNTS = '/systemmanagement/bs_account';
const manage = screen(ACCOUNTS, PRIVILEGES.accountManage);
const idVersion = z.object({ id: rowId, version: rowVersion });
const accountTags = ['account'];

export const disableAccount = declareCall({
  url: '/api/account/disable',
  payload: idVersion,
  answer: answer<{ version: number }>(),
  access: manage,
  write: { action: 'disable', resource: 'account' },
  invalidates: accountTags,
});

export const enableAccount = declareCall({
  url: '/api/account/enable',
  payload: idVersion,
  answer: answer<{ version: number }>(),
  access: manage,
  write: { action: 'enable', resource: 'account' },
  invalidates: accountTags,
});

export const unlockAccount = declareCall({
  url: '/api/account/unlock',
  payload: z.object({ id: rowId, version: rowVersion.optional() }),
  answer: answer<{ id: number; locked: boolean; failures: number }>(),
  access: manage,
  write: { action: 'unlock', resource: 'account' },
  invalidates: accountTags,
});

export const grantOrgs = declareCall({
  url: '/api/account/grantOrgs',
  payload: z.object({ id: rowId, version: rowVersion, orgIds: z.array(rowId).max(200) }),
  answer: answer<{ version: number }>(),
  access: screen('/UserPrivilege/UserMgt', PRIVILEGES.accountManage),
  write: { action: 'grantOrgs', resource: 'account' },
  invalidates: accountTags,
});

export const grantsByOrg = declareCall({
  url: '/api/account/grantsByOrg',
  answer: answer<OrgGrant[]>(),
  access: screen('/UserPrivilege/OrgMgt'),
  provides: accountTags,
});

export const memberOptions = declareCall({
  url: '/api/account/memberOptions',
  payload: z.object({ orgId: rowId.optional(), name: z.string().trim().max(50).optional() }),
  answer: answer<MemberOption[]>(),
  access: manage,
  provides: ['member'],
});

/** The transfer letter, printed under a seal whose use is recorded. */
export const printTransferLetter = declareCall({
  url: '/api/memberTransfer/printLetter',
  payload: z.object({ id: rowId, sealId: rowId.optional() }),
  answer: answer<TransferLetter>(),
  access: screen('/memberManagement/membersTransferred'),
  write: { action: 'printLetter', resource: 'memberTransfer' },
  invalidates: ['sealUse'],
});
