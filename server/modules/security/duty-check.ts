import { inArray } from 'drizzle-orm';
import { conflictText, dutiesOf, dutyConflict } from '../../../src/contract/security/duties';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema/index';
import { roleGrants } from './menu-paths';
import { say, type Message } from '../../../src/contract/messages/message';

/** Why these roles may not be held together by one account (三权分立), or null. */
export async function roleSetConflict(db: Db, roleIds: number[]): Promise<Message | null> {
  if (roleIds.length < 2) {
    const one = (await roleGrants(db, roleIds)).get(roleIds[0]);
    const c = one && dutyConflict(dutiesOf(one.menuPaths, one.privileges));
    return c ? conflictText(c) : null;
  }
  const grants = await roleGrants(db, roleIds);
  const names = new Map(
    (await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds))).map((r) => [
      r.id,
      r.name,
    ]),
  );
  const all = [...grants.values()];
  const c = dutyConflict(
    dutiesOf(
      all.flatMap((g) => g.menuPaths),
      all.flatMap((g) => g.privileges),
    ),
  );
  if (!c) return null;
  // Name the two roles that clash, as the administrator chose them.
  for (const a of roleIds) {
    for (const b of roleIds) {
      if (a >= b) continue;
      const ga = grants.get(a)!;
      const gb = grants.get(b)!;
      const pair = dutyConflict(dutiesOf([...ga.menuPaths, ...gb.menuPaths], [...ga.privileges, ...gb.privileges]));
      if (pair)
        return say('duty.rolesClash', { a: names.get(a) ?? '', b: names.get(b) ?? '', why: conflictText(pair) });
    }
  }
  return conflictText(c);
}
