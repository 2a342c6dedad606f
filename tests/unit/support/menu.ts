import { ROUTE_CATALOGUE, type CatalogueEntry } from '@/contract';
import type { MenuItem } from '@/api/menu';

/** The menu as the server seeds it from the catalogue: path, label, icon, hidden only. */
export function menuFromCatalogue(entries: CatalogueEntry[] = ROUTE_CATALOGUE): MenuItem[] {
  let id = 0;
  const toItem = (e: CatalogueEntry): MenuItem => ({
    path: e.path,
    label: e.label.zh,
    icon: e.icon ?? '',
    hidden: Boolean(e.hidden),
    id: ++id,
    ...(e.children ? { children: e.children.map(toItem) } : {}),
  });
  return entries.map(toItem);
}
