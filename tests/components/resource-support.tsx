import type { ResourceRecord } from '@/api/resource';
import { setDictionaries } from '@/store/dictionary-slice';
import { withSeededWords } from '@/contract/dictionary-words';
import { setUserInfo } from '@/store/session-slice';
import { signedInStore } from './render-app';

/** A signed-in store holding the given privileges and the dictionaries the member screens read. */
export function storeWith(privileges: string[]) {
  const store = signedInStore(['secretary']);
  store.dispatch(
    setUserInfo({
      roles: ['secretary'],
      username: '书记',
      avatar: '',
      introduction: '',
      level: 4,
      orgId: '4',
      account: 'secretary1',
      accountId: '6',
      partyMemberId: '1',
      partyOrgName: '一车队第一党支部',
      privileges,
    }),
  );
  store.dispatch(
    setDictionaries(
      withSeededWords({
        memberType: [
          { value: '1', label: '预备党员' },
          { value: '2', label: '正式党员' },
        ],
        sex: [
          { value: '1', label: '男' },
          { value: '2', label: '女' },
        ],
        memberStatus: [{ value: '1', label: '正常' }],
        post: [{ value: '1', label: '驾驶员' }],
        ethnicity: [{ value: '1', label: '汉族' }],
        education: [{ value: '2', label: '大学本科' }],
      }),
    ),
  );
  return store;
}

export const UNITS = [
  { id: 1, parentId: null, name: '集团党委', type: '1', level: 1 },
  { id: 4, parentId: 1, name: '一车队第一党支部', type: '3', level: 2 },
];

export function member(id: number, extra: Partial<ResourceRecord> = {}): ResourceRecord {
  return {
    id,
    version: 1,
    name: `党员${id}`,
    empNo: `E${id}`,
    idNumber: '11010519491231002X',
    sex: '2',
    birthDate: '1949-12-31',
    age: 76,
    phone: '13800138000',
    orgId: 4,
    orgIdName: '一车队第一党支部',
    post: '1',
    memberType: '2',
    joinedOn: '2000-07-01',
    status: '1',
    lostContact: false,
    flowing: false,
    ...extra,
  };
}

/** The fields of a save body, without undefined values. */
export const bodyOf = (call: unknown[]) => call[1] as Record<string, unknown>;
