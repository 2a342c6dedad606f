import { useEffect, useState } from 'react';
import { queryGroupUnits, queryUnits, type Unit } from '@/api/org';

export interface OrgTreeOption {
  value: number;
  title: string;
  children: OrgTreeOption[];
}

/** Which organisations a picker offers: the user's subtree, or the whole group by name. */
export type OrgChoice = 'scope' | 'group';

const units: Partial<Record<OrgChoice, Promise<Unit[]>>> = {};

/** The organisations, fetched once per kind; an organisation save forgets them so the tree shows the change. */
export function loadOrgUnits(choice: OrgChoice = 'scope'): Promise<Unit[]> {
  units[choice] ??= (choice === 'group' ? queryGroupUnits() : queryUnits()).catch((error) => {
    delete units[choice];
    throw error;
  });
  return units[choice];
}

export function forgetOrgUnits(): void {
  delete units.scope;
  delete units.group;
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

export function useOrgUnits(choice: OrgChoice = 'scope'): { units: Unit[]; tree: OrgTreeOption[]; loading: boolean } {
  const [state, setState] = useState<{ units: Unit[]; tree: OrgTreeOption[]; loading: boolean }>({
    units: [],
    tree: [],
    loading: true,
  });
  useEffect(() => {
    let live = true;
    loadOrgUnits(choice)
      .then((list) => live && setState({ units: list, tree: unitTree(list), loading: false }))
      .catch(() => live && setState((s) => ({ ...s, loading: false })));
    return () => {
      live = false;
    };
  }, [choice]);
  return state;
}
