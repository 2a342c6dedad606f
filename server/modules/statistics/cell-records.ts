import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { resultRows } from '../../lib/sql-rows';
import { say } from '../../../src/contract/messages/message';
import type { StatRecord } from '../../../src/contract/calls/party-stats';
import { memberEntity, orgEntity } from '../../../src/contract/resource/index';
import { entityRoutes } from '../../../src/contract/entity-routes';
import type { StatsFrame } from './stats-frame';
import { sharedCtes, tableSpecs } from './stats-sources';

/** Most records a cell lists; the total says how many there are. */
const MOST = 500;

/** The members (or organisations) behind one cell: the same source its count came from, filtered to the item. */
export async function cellRecords(
  db: Db,
  frame: StatsFrame,
  cell: { table: string; group: string; item: string },
): Promise<{ records: StatRecord[]; total: number }> {
  const spec = tableSpecs(frame).find((t) => t.key === cell.table);
  const group = spec?.groups.find((g) => g.key === cell.group);
  if (!spec || !group || (cell.item !== '' && !group.items.includes(cell.item)))
    throw badRequest(say('request.invalid'), 'item');
  const which = cell.item === '' ? sql`s.k IS NULL` : sql`s.k = ${cell.item}::text`;
  const rows = resultRows<{ id: number; name: string; org_name: string | null; total: number }>(
    await db.execute(sql`WITH ${sharedCtes(frame)}
      SELECT s.id, s.name, o.name AS org_name, count(*) OVER ()::int AS total
      FROM (${group.source}) s LEFT JOIN orgs o ON o.id = s.org_id
      WHERE ${which} ORDER BY o.path, s.name, s.id LIMIT ${MOST}`),
  );
  const detail = entityRoutes(spec.unit === 'members' ? memberEntity : orgEntity).detail;
  return {
    total: Number(rows[0]?.total ?? 0),
    records: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      orgName: r.org_name ?? '',
      link: `${detail}?id=${r.id}`,
    })),
  };
}
