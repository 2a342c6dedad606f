import { eq } from 'drizzle-orm';
import { roleMenus } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import type { Behaviour } from '../binding';

/** External links (SPEC section 5): what staff may add to the menu beside the screens of the catalogue. */
export const isExternalLink = (path: string) => /^(https?:\/\/\S+|mailto:\S+|tel:[\d+\-\s]+)$/i.test(path);

/**
 * The menu catalogue: its screens are code, so their paths stay and they are hidden rather than removed;
 * what staff add are external links.
 */
export const privilegeBehaviour: Behaviour = {
  beforeSave({ before, errors }, v) {
    if (errors.path || typeof v.path !== 'string') return;
    if (before && !isExternalLink(String(before.path))) {
      if (v.path !== before.path) errors.path = '系统菜单的路由路径不能修改';
    } else if (!isExternalLink(v.path)) {
      errors.path = '新增菜单只能是外部链接，须以 http://、https://、mailto: 或 tel: 开头';
    }
  },

  async beforeDelete({ db }, row) {
    if (!isExternalLink(String(row.path))) throw conflict('系统菜单不能删除，可设为隐藏');
    await db.delete(roleMenus).where(eq(roleMenus.menuId, row.id));
  },
};
