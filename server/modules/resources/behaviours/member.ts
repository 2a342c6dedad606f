import { and, count, eq, ne, sql } from 'drizzle-orm';
import { idBirthDate, idSex } from '../../../../src/contract/validators';
import { memberTransfers, members, orgCommittee } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import type { Behaviour } from '../binding';

const today = () => new Date().toISOString().slice(0, 10);

export const memberBehaviour: Behaviour = {
  computed: () => ({ age: sql<number>`date_part('year', age(current_date, ${members.birthDate}))::int` }),

  async beforeSave({ db, before, errors }, v) {
    if (typeof v.idNumber === 'string' && !errors.idNumber) {
      v.birthDate = idBirthDate(v.idNumber) || null;
      v.sex = idSex(v.idNumber) || null;
      // Unique across the whole group, whoever may see the other record.
      const [dup] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.idNumber, v.idNumber), before ? ne(members.id, before.id) : undefined));
      if (dup) errors.idNumber = '该身份证号已登记为党员';
    }
    if (typeof v.joinedOn === 'string' && v.joinedOn > today()) errors.joinedOn = '入党日期不能晚于今天';
    if (typeof v.fullOn === 'string' && typeof v.joinedOn === 'string' && v.fullOn < v.joinedOn)
      errors.fullOn = '转正日期不能早于入党日期';
    if (v.memberType === '2' && !v.fullOn && !errors.fullOn) errors.fullOn = '正式党员请填写转正日期';
  },

  async beforeDelete({ db }, row) {
    // One after the other: the transaction's connection runs one statement at a time.
    const [seats] = await db.select({ n: count() }).from(orgCommittee).where(eq(orgCommittee.memberId, row.id));
    const [moves] = await db.select({ n: count() }).from(memberTransfers).where(eq(memberTransfers.memberId, row.id));
    if (Number(seats.n) > 0) throw conflict('该党员在班子中任职，请先调整班子成员');
    if (Number(moves.n) > 0) throw conflict('该党员有组织关系转接记录，不能删除');
  },
};
