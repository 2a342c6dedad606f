import type { CalendarItem, FoldedItem } from '../../src/contract/calls/schedule';

export type { FoldedItem };

/** The link that opens every one of several items: their path, with the parts of the query they share. */
function sharedLink(links: string[]): string {
  const [path, query = ''] = links[0].split('?');
  const params = new URLSearchParams(query);
  for (const link of links.slice(1)) {
    const [otherPath, otherQuery = ''] = link.split('?');
    if (otherPath !== path) return path;
    const other = new URLSearchParams(otherQuery);
    for (const [k, v] of [...params]) if (other.get(k) !== v) params.delete(k);
  }
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * Calendar items of one kind, title and day (and time) folded into one line with their count: a committee
 * sees an arrangement that five branches received once, as five to do, not five identical lines.
 */
export function foldAlike(items: CalendarItem[]): FoldedItem[] {
  const groups = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const key = [item.kind, item.title, item.date, item.end ?? '', item.time ?? ''].join('\u0001');
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()].map((group) => ({
    ...group[0],
    link: group.length > 1 ? sharedLink(group.map((i) => i.link)) : group[0].link,
    count: group.length,
  }));
}
