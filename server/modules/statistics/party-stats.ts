import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resultRows } from '../../lib/sql-rows';
import { say, type Message } from '../../../src/contract/messages/message';
import { STAT_WORDS, bandLabel, type StatWord } from '../../../src/contract/party-stats-words';
import type { PartyStats, StatGroup, StatTable } from '../../../src/contract/calls/party-stats';
import type { Labels } from '../../../src/contract/resource/types';
import type { Root } from '../analysis/root';
import { groupToday, type StatsFrame } from './stats-frame';
import { sharedCtes, tableSpecs, type TableSpec } from './stats-sources';
import { registerDisagreement } from './register-check';

type CellRow = { g: string; k: string | null; n: number; names: string[] | string | null };

/** An item's words: a category of the communiqué, or a band worded from its bounds. */
export function itemLabel(group: string, key: string): Labels {
  if (key in STAT_WORDS) return STAT_WORDS[key as StatWord];
  return bandLabel(key, group === 'age' ? 'age' : 'members');
}

/** Names as the database answers an array (node-postgres parses it; a text form is split here). */
const namesOf = (v: CellRow['names']): string[] =>
  Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
      : [];

/** Every group of every table counted in one statement over the shared relations: a row per category, null for none. */
async function countTables(db: Db, frame: StatsFrame): Promise<StatTable[]> {
  const specs = tableSpecs(frame);
  const selects = specs.flatMap((spec) =>
    spec.groups.map(
      (g) => sql`SELECT ${g.key}::text AS g, s.k, count(*)::int AS n,
        (array_agg(s.name) FILTER (WHERE s.k IS NULL))[1:20] AS names
        FROM (${g.source}) s GROUP BY s.k`,
    ),
  );
  const rows = resultRows<CellRow>(
    await db.execute(sql`WITH ${sharedCtes(frame)} ${sql.join(selects, sql` UNION ALL `)}`),
  );
  return specs.map((spec) => tableOf(spec, rows));
}

function tableOf(spec: TableSpec, rows: CellRow[]): StatTable {
  const groups: StatGroup[] = spec.groups.map((g) => {
    const mine = rows.filter((r) => r.g === g.key);
    const n = (k: string) => Number(mine.find((r) => r.k === k)?.n ?? 0);
    const none = mine.find((r) => r.k === null);
    const items = g.items.map((key) => ({ key, label: itemLabel(g.key, key), n: n(key) }));
    const total = g.balance ? n('closing') : mine.reduce((sum, r) => sum + Number(r.n), 0);
    return {
      key: g.key,
      label: STAT_WORDS[g.key],
      total,
      items,
      unexplained: none ? { n: Number(none.n), names: namesOf(none.names) } : null,
    };
  });
  return { key: spec.key, label: STAT_WORDS[spec.key], unit: spec.unit, groups };
}

/** The first day the membership history holds. */
export async function historyStart(db: Db): Promise<string | null> {
  const [row] = resultRows<{ d: string | Date | null }>(
    await db.execute(sql`SELECT min(effective_on) AS d FROM membership_events WHERE state = 'approved'`),
  );
  const d = row?.d;
  if (!d) return null;
  return typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
}

/** What the figures say about themselves: a group that does not add up, a balance that does not close. */
function checks(tables: StatTable[]): Message[] {
  const out: Message[] = [];
  for (const t of tables)
    for (const g of t.groups) {
      const sum = g.items.reduce((s, i) => s + i.n, 0);
      if (!g.key.startsWith('balance') && sum !== g.total)
        out.push(
          say('stats.breakdownShort', {
            group: g.label,
            total: g.total,
            n: g.total - sum,
            names: (g.unexplained?.names ?? []).join('、'),
          }),
        );
    }
  const balance = tables.find((t) => t.key === 'changes')?.groups.find((g) => g.key === 'balance');
  if (balance) {
    const [opening, gains, losses, closing] = ['opening', 'gains', 'losses', 'closing'].map(
      (k) => balance.items.find((i) => i.key === k)?.n ?? 0,
    );
    if (opening + gains - losses !== closing)
      out.push(say('stats.balanceOff', { opening, gains, losses, closing, expected: opening + gains - losses }));
  }
  return out;
}

/** The annual party statistics of a subtree as of a day; before the history begins, a message instead of zeros. */
export async function partyStatsOf(db: Db, root: Root, frame: StatsFrame): Promise<PartyStats> {
  const historyFrom = await historyStart(db);
  const head = {
    org: { id: root.id, name: root.name, type: root.type, path: root.path },
    asOf: frame.asOf,
    yearStart: frame.yearStart,
    openingOn: frame.openingOn,
    historyFrom,
  };
  if (!historyFrom || frame.asOf < historyFrom)
    return {
      ...head,
      beforeHistory: true,
      tables: [],
      warnings: [
        historyFrom ? say('stats.beforeHistory', { date: frame.asOf, from: historyFrom }) : say('stats.noHistory'),
      ],
    };
  const tables = await countTables(db, frame);
  const warnings = checks(tables);
  if (frame.asOf >= groupToday()) {
    const differ = await registerDisagreement(db, frame);
    if (differ.n) warnings.push(say('stats.registerDiffers', { n: differ.n, names: differ.names.join('、') }));
  }
  return { ...head, beforeHistory: false, tables, warnings };
}
