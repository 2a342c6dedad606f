/** One entry of the menu `/api/menu/get` answers: its path (relative below a parent) and its children. */
export interface MenuEntry {
  path: string;
  children?: MenuEntry[];
}

/** Every screen path a menu holds, made absolute. */
export const menuPaths = (items: MenuEntry[], base = ''): string[] =>
  items.flatMap((m) => {
    const p = m.path.startsWith('/') ? m.path : `${base}/${m.path}`;
    return [p, ...menuPaths(m.children ?? [], p)];
  });
