import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { menus, roleMenus } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { getMenu, type MenuItem } from '../../../src/contract/calls/system';
import type { Services } from '../../lib/services';
import { requestLanguage } from '../../lib/language';

export type { MenuItem } from '../../../src/contract/calls/system';

/** The signed-in user's own menu: the entries their active role holds, as a tree, labelled in the caller's language. */
export function registerMenu(app: FastifyInstance, services: Services): void {
  bindCall(app, services, getMenu, {
    cached: true,
    handler: async ({ db, user, req }) => {
      const language = requestLanguage(req);
      const rows = await db
        .select({
          id: menus.id,
          parentId: menus.parentId,
          path: menus.path,
          label: menus.label,
          labelEn: menus.labelEn,
          labelEs: menus.labelEs,
          icon: menus.icon,
          hidden: menus.hidden,
        })
        .from(menus)
        .innerJoin(roleMenus, eq(roleMenus.menuId, menus.id))
        .where(eq(roleMenus.roleId, user!.roleId))
        .orderBy(asc(menus.sort), asc(menus.id));
      const byId = new Map<number, MenuItem>();
      // An entry without a translation keeps its Chinese label rather than show nothing.
      const labelOf = (r: (typeof rows)[number]) =>
        (language === 'en' ? r.labelEn : language === 'es' ? r.labelEs : null) || r.label;
      for (const r of rows)
        byId.set(r.id, { path: r.path, hidden: r.hidden, id: r.id, label: labelOf(r), icon: r.icon ?? '' });
      const roots: MenuItem[] = [];
      for (const r of rows) {
        const item = byId.get(r.id)!;
        const parent = r.parentId ? byId.get(r.parentId) : undefined;
        if (parent) (parent.children ??= []).push(item);
        else if (!r.parentId) roots.push(item);
      }
      return roots;
    },
  });
}
