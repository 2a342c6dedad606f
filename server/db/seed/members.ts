import { between, idNumber, isoDate, personName, phone, pick, prng, randomDate } from './people';

export interface SeedMemberRow {
  orgId: number;
  empNo: string;
  name: string;
  idNumber: string;
  sex: string;
  birthDate: string;
  ethnicity: string;
  nativePlace: string;
  education: string;
  phone: string;
  workUnit: string;
  post: string;
  routeOrDepot: string;
  memberType: string;
  joinedOn: string;
  fullOn: string | null;
  status: string;
  lostContact: boolean;
  flowing: boolean;
}

export interface BranchInfo {
  id: number;
  code: string;
  name: string;
  companyName: string;
}

const NATIVE = ['河南郑州', '河南开封', '河南洛阳', '河南新乡', '河北邯郸', '山东菏泽', '安徽阜阳', '湖北襄阳'];

function postFor(code: string, rand: () => number): string {
  if (code.endsWith('JG') || code.startsWith('G')) return pick(rand, ['5', '5', '5', '3']);
  if (code.startsWith('C4')) return pick(rand, ['4', '4', '4', '5']);
  return pick(rand, ['1', '1', '1', '1', '2', '3', '4']);
}

/** About 300 members: twelve or thirteen a branch, one small branch under the statutory minimum. */
export function seedMembers(branches: BranchInfo[], today = new Date()): SeedMemberRow[] {
  const rand = prng(20261121);
  const rows: SeedMemberRow[] = [];
  let serial = 0;
  for (const b of branches) {
    const small = b.code === 'C4-D';
    const n = small ? 4 : 12 + (b.id % 2);
    for (let i = 0; i < n; i++) {
      serial++;
      const sex = rand() < 0.72 ? '1' : '2';
      const birth = randomDate(rand, 1963, 2001);
      const probationary = small ? i >= 2 : rand() < 0.12;
      const joined = probationary
        ? new Date(today.getTime() - between(rand, 30, 540) * 86400_000)
        : randomDate(rand, Math.max(birth.getUTCFullYear() + 20, 1985), today.getUTCFullYear() - 2);
      const full = probationary
        ? null
        : new Date(Date.UTC(joined.getUTCFullYear() + 1, joined.getUTCMonth(), joined.getUTCDate()));
      const post = postFor(b.code, rand);
      const retired = !probationary && birth.getUTCFullYear() < 1966 && rand() < 0.6;
      rows.push({
        orgId: b.id,
        empNo: `GJ${String(100000 + serial * 7).slice(-6)}`,
        name: personName(rand),
        idNumber: idNumber(rand, serial, birth, sex),
        sex,
        birthDate: isoDate(birth),
        ethnicity: rand() < 0.93 ? '1' : pick(rand, ['2', '3', '4', '12']),
        nativePlace: pick(rand, NATIVE),
        education: pick(rand, ['2', '3', '3', '4', '5', '5', '6', '1']),
        phone: phone(rand),
        workUnit: b.companyName,
        post: retired ? '6' : post,
        routeOrDepot: post === '1' || post === '2' ? `${between(rand, 1, 99)}路` : b.name.replace(/党支部$/, ''),
        memberType: probationary ? '1' : '2',
        joinedOn: isoDate(joined),
        fullOn: full ? isoDate(full) : null,
        status: '1',
        lostContact: serial % 97 === 0,
        flowing: serial % 53 === 0,
      });
    }
  }
  return rows;
}
