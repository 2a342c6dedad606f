import * as calls from '@/contract/calls/security';
import { resetPassword, resetSecondFactor } from '@/contract/calls/auth';
import { call } from './call';
import { encryptPassword } from './rsa';

export type { MemberOption, OrgGrant, TransferLetter } from '@/contract/calls/security';

type IdVersion = { id: number; version: number };

/** Account actions beside the generic calls: status, lock, grants, the letter printed under a seal. */
export const securityApi = {
  disable: (a: IdVersion) => call(calls.disableAccount, a),
  enable: (a: IdVersion) => call(calls.enableAccount, a),
  unlock: (id: number) => call(calls.unlockAccount, { id }),
  resetFactor: (accountId: number) => call(resetSecondFactor, { accountId }),
  resetPassword: async (accountId: number, plain: string) =>
    call(resetPassword, { accountId, newPwd: await encryptPassword(plain) }),
  grantOrgs: (a: IdVersion & { orgIds: number[] }) => call(calls.grantOrgs, a),
  grantsByOrg: () => call(calls.grantsByOrg, undefined).then((d) => d ?? []),
  printTransferLetter: (id: number) => call(calls.printTransferLetter, { id }),
};
