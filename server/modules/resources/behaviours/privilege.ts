import { eq } from 'drizzle-orm';
import { roleMenus } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';

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
      if (v.path !== before.path) errors.path = say('menu.keepPath');
    } else if (!isExternalLink(v.path)) {
      errors.path = say('menu.externalOnly');
    }
  },

  async beforeDelete({ db }, row) {
    if (!isExternalLink(String(row.path))) throw conflict(say('menu.systemMenu'));
    await db.delete(roleMenus).where(eq(roleMenus.menuId, row.id));
  },
};
