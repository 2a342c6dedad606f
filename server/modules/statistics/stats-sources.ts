import { sql, type SQL } from 'drizzle-orm';
import {
  EVENT_KIND as K,
  ON_ROLLS_AFTER,
  STANDING_ONLY as RECORD_ONLY,
} from '../../../src/contract/resource/membership-event';
import { bandKeys, type StatWord } from '../../../src/contract/party-stats-words';
import { STAT_OCCUPATIONS } from '../../../src/contract/resource/matter-rules';
import { yearsBefore, type StatsFrame } from './stats-frame';

/** A breakdown: where its records come from (`id, name, org_id, k` over the table's CTEs) and its categories. */
export interface GroupSpec {
  key: StatWord;
  items: string[];
  source: SQL;
  /** A balance, not a breakdown: its items are not parts of one total. */
  balance?: boolean;
}

export interface TableSpec {
  key: StatWord;
  unit: 'members' | 'organisations';
  ctes: SQL;
  groups: GroupSpec[];
}

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
const ROLLS = list(ON_ROLLS_AFTER);
/** Kinds that change neither the rolls nor the organisation: the type, the probation and the appraisal follow their own events. */
const STANDING_ONLY = list(RECORD_ONLY);
const under = (f: StatsFrame, alias: string) => sql`${sql.raw(alias)}.path LIKE ${f.path} || '%'`;

/**
 * Members on the rolls of the subtree at the end of a day: each member's last event by then (of those that
 * move the rolls or the organisation) says whether they are on them and where.
 */
function rollsAt(f: StatsFrame, day: string): SQL {
  return sql`SELECT s.member_id, s.org_id FROM (
    SELECT DISTINCT ON (e.member_id) e.member_id, e.kind,
      CASE WHEN e.kind = ${K.transferWithin} THEN e.to_org_id ELSE e.org_id END AS org_id
    FROM membership_events e
    WHERE e.state = 'approved' AND e.kind NOT IN (${STANDING_ONLY}) AND e.effective_on <= ${day}::date
    ORDER BY e.member_id, e.effective_on DESC, e.id DESC) s
  JOIN orgs o ON o.id = s.org_id
  WHERE s.kind IN (${ROLLS}) AND ${under(f, 'o')}`;
}

/**
 * The events of the year that took a member onto or off the subtree's rolls: every event of such a member
 * up to the day is walked in order, so that a move between two branches of the subtree is neither.
 */
function crossings(f: StatsFrame): SQL {
  return sql`SELECT x.* FROM (
    SELECT e.id, e.member_id, e.member_name, e.kind, e.effective_on, e.org_id,
      COALESCE(e.kind IN (${ROLLS}) AND ${under(f, 'oa')}, false) AS in_after,
      LAG(COALESCE(e.kind IN (${ROLLS}) AND ${under(f, 'oa')}, false), 1, false)
        OVER (PARTITION BY e.member_id ORDER BY e.effective_on, e.id) AS in_before
    FROM membership_events e
    LEFT JOIN orgs oa ON oa.id = CASE WHEN e.kind = ${K.transferWithin} THEN e.to_org_id ELSE e.org_id END
    WHERE e.state = 'approved' AND e.kind NOT IN (${STANDING_ONLY}) AND e.effective_on <= ${f.asOf}::date
      AND e.member_id IN (SELECT y.member_id FROM membership_events y WHERE y.state = 'approved'
        AND y.effective_on > ${f.openingOn}::date AND y.effective_on <= ${f.asOf}::date)) x
  WHERE x.effective_on > ${f.openingOn}::date AND x.in_after <> x.in_before`;
}

/** A CASE over bands of a date column: born after the day (b + 1) years back is b or younger. */
function ageBand(f: StatsFrame, column: string, day: string): SQL {
  const bounds = f.settings.ageBands;
  const keys = bandKeys(bounds);
  return sql.join(
    [
      sql.raw(`CASE WHEN ${column} IS NULL THEN NULL`),
      ...bounds.map((b, i) => sql`WHEN ${sql.raw(column)} > ${yearsBefore(day, b + 1)}::date THEN ${keys[i]}::text`),
      sql`ELSE ${keys[keys.length - 1]}::text END`,
    ],
    sql` `,
  );
}

const EDUCATION = ['postgraduate', 'university', 'college', 'secondaryTechnical', 'highSchool', 'juniorSchool'];
const educationOf = (column: string) =>
  sql.raw(`CASE ${column} ${EDUCATION.map((k, i) => `WHEN '${i + 1}' THEN '${k}'`).join(' ')} END`);
const sexOf = (column: string) => sql.raw(`CASE ${column} WHEN '1' THEN 'male' WHEN '2' THEN 'female' END`);

function occupationOf(f: StatsFrame, column: string): SQL {
  const pairs = Object.entries(f.settings.occupationByPost);
  return sql.join(
    [
      sql.raw(`CASE WHEN ${column} IS NULL OR ${column} = '' THEN NULL`),
      ...pairs.map(([post, occ]) => sql`WHEN ${sql.raw(column)} = ${post}::text THEN ${occ}::text`),
      sql.raw(`ELSE 'others' END`),
    ],
    sql` `,
  );
}

const JOINED = sql.raw(`CASE WHEN c.joined_on IS NULL THEN NULL WHEN c.joined_on < '1949-10-01' THEN 'before1949'
  WHEN c.joined_on < '1978-12-18' THEN 'to1978' WHEN c.joined_on < '2012-11-08' THEN 'to2012' ELSE 'since2012' END`);

const byKey = (from: string, key: SQL | string) =>
  sql`SELECT id, name, org_id, ${typeof key === 'string' ? sql.raw(key) : key} AS k FROM ${sql.raw(from)}`;

const GAIN = sql.raw(`CASE kind WHEN '${K.admitted}' THEN 'admitted' WHEN '${K.transferIn}' THEN 'transferredIn'
  WHEN '${K.transferWithin}' THEN 'transferredIn' WHEN '${K.restored}' THEN 'restored' ELSE 'other' END`);
const LOSS = sql.raw(`CASE kind WHEN '${K.died}' THEN 'died' WHEN '${K.transferOut}' THEN 'transferredOut'
  WHEN '${K.transferWithin}' THEN 'transferredOut' WHEN '${K.expelled}' THEN 'expelled' WHEN '${K.removed}' THEN 'removed'
  WHEN '${K.withdrew}' THEN 'withdrew' WHEN '${K.suspended}' THEN 'suspended' ELSE 'other' END`);

/** The members on the rolls at the day with what the breakdowns need; full from the full-member event, else the record. */
const closingMembers = (f: StatsFrame) => sql`c AS MATERIALIZED (
  SELECT m.id, m.name, r.org_id, m.sex, m.ethnicity, m.education, m.post, m.joined_on, m.birth_date,
    COALESCE(fe.full_on, m.full_on) <= ${f.asOf}::date AS full
  FROM r1 r JOIN members m ON m.id = r.member_id
  LEFT JOIN (SELECT member_id, min(effective_on) AS full_on FROM membership_events
    WHERE kind = ${K.fullMember} AND state = 'approved' GROUP BY member_id) fe ON fe.member_id = m.id)`;

/**
 * The relations every table counts from, in one WITH: the rolls at the day are reckoned once and shared by
 * the balance, the composition and the branch sizes. A statement reads only those its groups name.
 */
export function sharedCtes(f: StatsFrame): SQL {
  return sql.join(
    tableSpecs(f).map((t) => t.ctes),
    sql`, `,
  );
}

export function tableSpecs(f: StatsFrame): TableSpec[] {
  const changes: TableSpec = {
    key: 'changes',
    unit: 'members',
    ctes: sql`r0 AS MATERIALIZED (${rollsAt(f, f.openingOn)}), r1 AS MATERIALIZED (${rollsAt(f, f.asOf)}),
      fl AS MATERIALIZED (${crossings(f)})`,
    groups: [
      {
        key: 'balance',
        balance: true,
        items: ['opening', 'gains', 'losses', 'closing'],
        source: sql`SELECT m.id, m.name, r0.org_id, 'opening' AS k FROM r0 JOIN members m ON m.id = r0.member_id
          UNION ALL SELECT member_id, member_name, org_id, CASE WHEN in_after THEN 'gains' ELSE 'losses' END FROM fl
          UNION ALL SELECT m.id, m.name, r1.org_id, 'closing' FROM r1 JOIN members m ON m.id = r1.member_id`,
      },
      {
        key: 'gains',
        items: ['admitted', 'transferredIn', 'restored', 'other'],
        source: sql`SELECT member_id AS id, member_name AS name, org_id, ${GAIN} AS k FROM fl WHERE in_after`,
      },
      {
        key: 'losses',
        items: ['died', 'transferredOut', 'expelled', 'removed', 'withdrew', 'suspended', 'other'],
        source: sql`SELECT member_id AS id, member_name AS name, org_id, ${LOSS} AS k FROM fl WHERE NOT in_after`,
      },
    ],
  };
  const members: TableSpec = {
    key: 'members',
    unit: 'members',
    ctes: closingMembers(f),
    groups: [
      { key: 'sex', items: ['male', 'female'], source: byKey('c', sexOf('c.sex')) },
      {
        key: 'ethnicity',
        items: ['han', 'minority'],
        source: byKey('c', "CASE WHEN c.ethnicity = '1' THEN 'han' WHEN c.ethnicity <> '' THEN 'minority' END"),
      },
      { key: 'age', items: bandKeys(f.settings.ageBands), source: byKey('c', ageBand(f, 'c.birth_date', f.asOf)) },
      { key: 'education', items: EDUCATION, source: byKey('c', educationOf('c.education')) },
      { key: 'joined', items: ['before1949', 'to1978', 'to2012', 'since2012'], source: byKey('c', JOINED) },
      { key: 'occupation', items: [...STAT_OCCUPATIONS], source: byKey('c', occupationOf(f, 'c.post')) },
      {
        key: 'memberType',
        items: ['probationary', 'full'],
        source: byKey('c', "CASE WHEN c.full THEN 'full' ELSE 'probationary' END"),
      },
    ],
  };
  const development: TableSpec = {
    key: 'development',
    unit: 'members',
    ctes: sql`ad AS MATERIALIZED (
        SELECT e.member_id AS id, e.member_name AS name, e.org_id, e.effective_on, m.sex, m.education, m.post, m.birth_date
        FROM membership_events e JOIN orgs o ON o.id = e.org_id JOIN members m ON m.id = e.member_id
        WHERE e.state = 'approved' AND e.kind = ${K.admitted} AND e.effective_on > ${f.openingOn}::date
          AND e.effective_on <= ${f.asOf}::date AND ${under(f, 'o')}),
      dv AS MATERIALIZED (
        SELECT d.id, d.name, d.org_id,
          CASE WHEN d.target_on <= ${f.asOf}::date THEN 'targets' WHEN d.activist_on <= ${f.asOf}::date THEN 'activists'
            ELSE 'applicants' END AS k
        FROM member_development d JOIN orgs o ON o.id = d.org_id
        WHERE ${under(f, 'o')} AND d.applied_on <= ${f.asOf}::date
          AND (d.probation_on IS NULL OR d.probation_on > ${f.asOf}::date))`,
    groups: [
      { key: 'admittedBySex', items: ['male', 'female'], source: byKey('ad', sexOf('ad.sex')) },
      {
        key: 'admittedYoung',
        items: ['young', 'older'],
        source: byKey(
          'ad',
          "CASE WHEN ad.birth_date IS NULL THEN NULL WHEN ad.birth_date > (ad.effective_on - interval '36 years') THEN 'young' ELSE 'older' END",
        ),
      },
      { key: 'admittedByEducation', items: EDUCATION, source: byKey('ad', educationOf('ad.education')) },
      { key: 'admittedByOccupation', items: [...STAT_OCCUPATIONS], source: byKey('ad', occupationOf(f, 'ad.post')) },
      { key: 'pipeline', items: ['applicants', 'activists', 'targets'], source: byKey('dv', 'k') },
    ],
  };
  const sizes = bandKeys(f.settings.branchSizes);
  const sizeBand = sql.join(
    [
      sql.raw('CASE'),
      ...f.settings.branchSizes.map((b, i) => sql`WHEN n <= ${b}::int THEN ${sizes[i]}::text`),
      sql`ELSE ${sizes[sizes.length - 1]}::text END`,
    ],
    sql` `,
  );
  const organisations: TableSpec = {
    key: 'organisations',
    unit: 'organisations',
    ctes: sql`og AS MATERIALIZED (
        SELECT o.id, o.name, o.id AS org_id, o.type FROM orgs o
        WHERE ${under(f, 'o')} AND o.type IN ('1', '2', '3', '4')
          AND (o.approved_on IS NULL OR o.approved_on <= ${f.asOf}::date)
          AND (o.abolished_on IS NULL OR o.abolished_on > ${f.asOf}::date)),
      br AS (SELECT og.id, og.name, og.org_id, count(r1.member_id)::int AS n FROM og LEFT JOIN r1 ON r1.org_id = og.id
        WHERE og.type IN ('3', '4') GROUP BY og.id, og.name, og.org_id),
      tm AS (SELECT og.id, og.name, og.org_id,
        CASE WHEN lt.id IS NULL THEN NULL
          WHEN lt.due_on <= ${f.asOf}::date AND (lt.actual_end_on IS NULL OR lt.actual_end_on > ${f.asOf}::date) THEN 'termsOverdue'
          WHEN EXISTS (SELECT 1 FROM org_terms t2 WHERE t2.org_id = og.id
            AND t2.due_on BETWEEN ${f.yearStart}::date AND ${f.yearEnd}::date) THEN 'termsDue'
          ELSE 'termsOnTime' END AS k
        FROM og LEFT JOIN LATERAL (SELECT t.id, t.due_on, t.actual_end_on FROM org_terms t
          WHERE t.org_id = og.id AND t.start_on <= ${f.asOf}::date ORDER BY t.start_on DESC, t.id DESC LIMIT 1) lt ON true)`,
    groups: [
      {
        key: 'orgKind',
        items: ['committees', 'generalBranches', 'branches'],
        source: byKey('og', "CASE type WHEN '1' THEN 'committees' WHEN '2' THEN 'generalBranches' ELSE 'branches' END"),
      },
      { key: 'branchSize', items: sizes, source: byKey('br', sizeBand) },
      { key: 'terms', items: ['termsDue', 'termsOverdue', 'termsOnTime'], source: byKey('tm', 'k') },
    ],
  };
  return [changes, members, development, organisations];
}
