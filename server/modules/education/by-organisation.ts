/** Rows grouped by organisation, in tree order, with a count and what `extra` adds per group. */
export function byOrganisation<T extends { orgId: number; orgName: string; orgPath: string }, R>(
  rows: T[],
  extra: (group: T[]) => R,
) {
  const groups = new Map<number, T[]>();
  for (const r of rows) groups.set(r.orgId, [...(groups.get(r.orgId) ?? []), r]);
  return [...groups.values()].map((g) => ({
    orgId: g[0].orgId,
    orgName: g[0].orgName,
    members: g.length,
    ...extra(g),
  }));
}

export const rate = (part: number, whole: number): number | null =>
  whole ? Math.round((part / whole) * 1000) / 1000 : null;
