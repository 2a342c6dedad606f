import { useMemo } from 'react';
import { queryGroupUnits, queryUnits, type Unit } from '@/contract/calls/system';
import { useCallQuery } from '@/store/use-call';

export interface OrgTreeOption {
  value: number;
  title: string;
  children: OrgTreeOption[];
}

/** Which organisations a picker offers: the user's subtree, or the whole group by name. */
export type OrgChoice = 'scope' | 'group';

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

const NO_UNITS: Unit[] = [];

/**
 * The organisations a picker offers, as a flat list and as a tree. Kept by the store's cache: every picker of a
 * screen shares one answer, and an organisation's save refetches it (the `org` tag), so the tree shows the change.
 */
export function useOrgUnits(choice: OrgChoice = 'scope'): { units: Unit[]; tree: OrgTreeOption[]; loading: boolean } {
  const answer = useCallQuery(choice === 'group' ? queryGroupUnits : queryUnits, undefined, {
    refetchOnMountOrArgChange: false,
  });
  const units = answer.data ?? NO_UNITS;
  const tree = useMemo(() => unitTree(units), [units]);
  return { units, tree, loading: answer.isLoading };
}
