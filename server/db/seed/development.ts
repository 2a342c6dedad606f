import { count } from 'drizzle-orm';
import { memberDevelopment } from '../schema/index';
import { nextDue } from '../../../src/contract/resource/development-rules';
import type { AreaSeed } from './area-seed';
import { idNumber, personName, phone, pick, prng } from './people';
import { sealRow } from '../../lib/sensitive';
import { memberDevelopmentEntity } from '../../../src/contract/resource/member-development';

const POSTS = ['1', '1', '2', '3', '4', '5'];
const iso = (d: Date) => d.toISOString().slice(0, 10);
const shift = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);

/**
 * Applicants of every branch at each of the five stages, with dates that keep the statutory rules
 * (a year as activist, training hours, a political review within the year, a year's probation), so
 * that the development list, its due dates and this year's funnel show real cases.
 */
export const developmentSeed: AreaSeed = {
  name: 'development',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(memberDevelopment))[0].n) === 0,
  run: async ({ db, branches }) => {
    const rand = prng(20_260_701);
    const today = new Date();
    today.setUTCHours(0, 0, 0, 0);
    const rows = branches.flatMap((b, bi) =>
      [1, 2, 3, 4, 5]
        .filter((stage) => stage <= 2 || (bi + stage) % 2 === 0)
        .map((stage, k) => {
          const applied = shift(
            today,
            -(stage === 1 ? 40 + bi * 3 : stage === 2 ? 200 : stage === 3 ? 560 : stage === 4 ? 700 : 1100) - k,
          );
          const activist = stage >= 2 ? shift(applied, 95) : null;
          const target = stage >= 3 ? shift(activist!, 380) : null;
          const review = stage >= 4 ? shift(target!, 60) : null;
          const probation = stage >= 4 ? shift(target!, 120) : null;
          const full = stage >= 5 ? shift(probation!, 370) : null;
          const sex = rand() < 0.3 ? '2' : '1';
          const v = {
            orgId: b.id,
            name: personName(rand),
            idNumber: idNumber(
              rand,
              9000 + bi * 10 + stage,
              new Date(Date.UTC(1990 + ((bi + stage) % 12), stage, 5 + bi)),
              sex,
            ),
            phone: phone(rand),
            post: pick(rand, POSTS),
            stage: String(stage),
            appliedOn: iso(applied),
            talkedOn: iso(shift(applied, 20)),
            activistOn: activist && iso(activist),
            contacts: stage >= 2 ? `${personName(rand)}、${personName(rand)}` : null,
            targetOn: target && iso(target),
            politicalReviewOn: review && iso(review),
            trainingHours: stage >= 3 ? 32 : null,
            introducers: stage >= 3 ? `${personName(rand)}、${personName(rand)}` : null,
            probationOn: probation && iso(probation),
            approvedOn: probation && iso(shift(probation, 30)),
            fullOn: full && iso(full),
            remark: null,
          };
          return { ...v, nextDueOn: nextDue(v) };
        }),
    );
    if (rows.length)
      await db.insert(memberDevelopment).values(rows.map((r) => sealRow(memberDevelopmentEntity, r)) as never);
  },
};
