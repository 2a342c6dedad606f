import { post } from './request';
import { encryptPassword } from './rsa';

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

type IdVersion = { id: number; version: number };

/** Account actions beside the generic calls: status, lock, grants, the letter printed under a seal. */
export const securityApi = {
  disable: (a: IdVersion) => post<{ version: number }>('/api/account/disable', a).then((r) => r.data),
  enable: (a: IdVersion) => post<{ version: number }>('/api/account/enable', a).then((r) => r.data),
  unlock: (id: number) => post('/api/account/unlock', { id }).then((r) => r.data),
  resetPassword: async (accountId: number, plain: string) =>
    post('/api/oauthUser/updatePwd', { accountId, newPwd: await encryptPassword(plain) }).then((r) => r.data),
  grantOrgs: (a: IdVersion & { orgIds: number[] }) =>
    post<{ version: number }>('/api/account/grantOrgs', a).then((r) => r.data),
  grantsByOrg: () => post<OrgGrant[]>('/api/account/grantsByOrg').then((r) => r.data ?? []),
  printTransferLetter: (id: number) =>
    post<TransferLetter>('/api/memberTransfer/printLetter', { id }).then((r) => r.data),
};
