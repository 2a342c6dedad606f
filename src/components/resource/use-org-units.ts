import { useEffect, useState } from 'react';
import { queryUnits, type Unit } from '@/api/org';

export interface OrgTreeOption {
  value: number;
  title: string;
  children: OrgTreeOption[];
}

let units: Promise<Unit[]> | undefined;

/** The user's organisations, fetched once; an organisation save forgets them so the tree shows the change. */
export function loadOrgUnits(): Promise<Unit[]> {
  units ??= queryUnits().catch((error) => {
    units = undefined;
    throw error;
  });
  return units;
}

export function forgetOrgUnits(): void {
  units = undefined;
}

/** Nests the flat unit list by parent; a unit whose parent is out of scope becomes a root. */
export function unitTree(list: Unit[]): OrgTreeOption[] {
  const nodes = new Map<number, OrgTreeOption>();
  for (const u of list) nodes.set(Number(u.id), { value: Number(u.id), title: u.name, children: [] });
  const roots: OrgTreeOption[] = [];
  for (const u of list) {
    const node = nodes.get(Number(u.id))!;
    const parent = u.parentId === null || u.parentId === undefined ? undefined : nodes.get(Number(u.parentId));
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function useOrgUnits(): { units: Unit[]; tree: OrgTreeOption[]; loading: boolean } {
  const [state, setState] = useState<{ units: Unit[]; tree: OrgTreeOption[]; loading: boolean }>({ units: [], tree: [], loading: true });
  useEffect(() => {
    let live = true;
    loadOrgUnits()
      .then((list) => live && setState({ units: list, tree: unitTree(list), loading: false }))
      .catch(() => live && setState((s) => ({ ...s, loading: false })));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
