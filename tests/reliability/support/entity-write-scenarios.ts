import { ENTITIES, ENTITY_BY_NAME, type EntityDef } from '../../../src/contract/resource/index';
import { documentKindsOf } from '../../../src/contract/documents';
import { createMovableSample, moveNeeds, sampleWithNeeds, writerOf } from '../../api/support/fixtures';
import { AREA_SAMPLES } from '../../api/support/samples/index';
import { asTestServer, type Caller } from './callers';
import { ok, unique, type ScenarioContext, type WriteScenario } from './write-scenarios';

/**
 * A fresh record of the entity by its writer, as the save answers it (with the moves open to the writer).
 * A receipt that only an issue makes (a task's submission) comes from a draft of its sender issued to the first branch.
 */
/** The group committee's seal, the first seeded: the one with an impression. */
const SEEDED_GROUP_SEAL = 1;

async function freshRecord(c: Caller, def: EntityDef, x: ScenarioContext) {
  const token = await c.token(writerOf(def.name));
  const sender =
    AREA_SAMPLES[def.name]?.visibility === 'distributed' &&
    ENTITIES.find((d) => d.distribution && d.audience?.receipt.entity === def.name);
  if (!sender)
    return {
      token,
      row: ok(`${def.name} sample`, await createMovableSample(asTestServer(c), token, def.name, x.sample)) as Record<
        string,
        unknown
      >,
    };
  const sent = await draft(c, sender, x);
  ok(
    `${sender.name} issue`,
    await c.call(`/api/${sender.name}/issue`, { id: sent.row.id, version: sent.row.version }, { token: sent.token }),
  );
  const filters = { [sender.audience!.receipt.parent]: sent.row.id };
  const [receipt] = ok(`${def.name} list`, await c.call(`/api/${def.name}/list`, { filters }, { token })).records as {
    id: number;
    version: number;
  }[];
  const filled = { ...moveNeeds(def.name).record?.(x.sample) };
  return {
    token,
    row: ok(
      `${def.name} save`,
      await c.call(`/api/${def.name}/save`, { id: receipt.id, version: receipt.version, ...filled }, { token }),
    ) as Record<string, unknown>,
  };
}

/** The first account that the record offers a move to: its writer, the first branch's secretary, the levels above. */
async function mover(c: Caller, def: EntityDef, row: Record<string, unknown>, writerToken: string) {
  if (((row.moves as string[] | undefined) ?? []).length) return { token: writerToken, row };
  for (const token of [
    writerToken,
    ...(await Promise.all(['secretary1', 'company1', 'orgdept1'].map((a) => c.token(a)))),
  ]) {
    const seen = await c.call(`/api/${def.name}/get`, { id: row.id }, { token });
    if (seen.status === 200 && (seen.envelope.data.moves as string[]).length)
      return { token, row: seen.envelope.data as Record<string, unknown> };
  }
  throw new Error(`${def.name}: no move open to anyone from ${row[def.workflow!.field]}`);
}

/** A draft of a distributing entity, sent to the first branch. */
async function draft(c: Caller, def: EntityDef, x: ScenarioContext) {
  const token = await c.token(writerOf(def.name));
  const sample = await sampleWithNeeds(asTestServer(c), token, def.name, x.sample);
  const row = ok(
    `${def.name} draft`,
    await c.call(`/api/${def.name}/save`, { ...sample, [def.audience!.orgs]: [x.orgs.branchA] }, { token }),
  );
  return { token, row: row as Record<string, unknown> };
}

/**
 * Filters that keep an export small (the first branch's records, or none) while it is still written to the
 * log: an export of a few rows proves as much as one of thousands, which on a busy database only delays the rest.
 */
function fewRows(def: EntityDef, x: ScenarioContext): Record<string, unknown> {
  const org = def.fields.find((f) => f.kind === 'org' && (f.filter === 'subtree' || f.filter === 'eq'));
  if (org) return { [org.name]: x.orgs.branchA };
  const text = def.fields.find((f) => f.kind === 'text' && (f.filter === 'eq' || f.filter === 'like'));
  return text ? { [text.name]: unique('none') } : {};
}

/** The first account of the seed that holds the privilege, the entity's writer first. */
async function holderOf(c: Caller, privilege: string, first: string): Promise<string> {
  for (const account of [first, 'admin', 'secadmin', 'auditor', 'orgdept1'])
    if ((await c.privileges(account)).has(privilege)) return account;
  throw new Error(`no seeded account holds ${privilege}`);
}

/** The write calls every entity gets from its definition (server/modules/resources), made ready from the samples. */
export function entityScenario(def: EntityDef, action: string): WriteScenario | undefined {
  switch (action) {
    case 'save':
      // A register only grows: the same new row twice at once, under one submit token, is one row.
      if (def.appendOnly)
        return {
          race: 'each',
          async prepare(c, x) {
            const token = await c.token(writerOf(def.name));
            const payload = {
              ...(await sampleWithNeeds(asTestServer(c), token, def.name, x.sample)),
              submitToken: unique('race'),
            };
            return {
              token,
              payload,
              verify: async (answers) =>
                new Set(answers.map((a) => a.envelope.data?.id)).size === 1 ? null : 'two rows for one submit token',
            };
          },
        };
      return {
        race: 'one',
        async prepare(c, x) {
          const { token, row } = await freshRecord(c, def, x);
          return { token, payload: row };
        },
      };
    case 'reveal':
      // Showing a value whole writes only the log: both at once are two entries, each answered.
      return {
        race: 'each',
        async prepare(c, x) {
          const { token, row } = await freshRecord(c, def, x);
          const field = def.fields.find((f) => f.sensitive && !f.virtual)!.name;
          return { token, payload: { id: row.id, field } };
        },
      };
    case 'delete':
      return {
        race: 'one',
        async prepare(c, x) {
          const { token, row } = await freshRecord(c, def, x);
          return { token, payload: { id: row.id, version: row.version } };
        },
      };
    // The export, and the same as a job: each start answers its own job, both written to the log.
    case 'export':
    case 'exportJob':
      return {
        race: 'each',
        prepare: async (c, x) => ({
          token: await c.token(
            await holderOf(c, def.privileges.export ?? def.privileges.read ?? def.privileges.write, writerOf(def.name)),
          ),
          payload: { filters: fewRows(def, x) },
        }),
      };
    case 'document': {
      // A document made from a record writes only the log (and a sealed one the seal's use): both at once
      // are two documents, each answered. The sealed letter under the group committee's seal, as printed.
      const kind = documentKindsOf(def.name)[0];
      return {
        race: 'each',
        async prepare(c, x) {
          const { token, row } = await freshRecord(c, def, x);
          return {
            token: kind.sealed ? await c.token('admin') : token,
            payload: { id: row.id, kind: kind.kind, ...(kind.sealed ? { sealId: SEEDED_GROUP_SEAL } : {}) },
          };
        },
      };
    }
    case 'transition':
      return {
        race: 'one',
        async prepare(c, x) {
          // A record that is sent before it moves (a task) starts as a draft with its targets.
          let { token, row } = def.distribution ? await draft(c, def, x) : await freshRecord(c, def, x);
          if (def.distribution && String(row[def.distribution.stateField]) === def.distribution.draftState) {
            row = ok(
              `${def.name} issue`,
              await c.call(`/api/${def.name}/issue`, { id: row.id, version: row.version }, { token }),
            );
          }
          ({ token, row } = await mover(c, def, row, token));
          return {
            token,
            payload: {
              ...moveNeeds(def.name).input,
              id: row.id,
              version: row.version,
              action: (row.moves as string[])[0],
              opinion: '并发',
            },
          };
        },
      };
    case 'issue':
      return {
        race: 'one',
        async prepare(c, x) {
          const { token, row } = await draft(c, def, x);
          const receipt = ENTITY_BY_NAME[def.audience!.receipt.entity!];
          const verify = async () => {
            const list = await c.call(
              `/api/${receipt.name}/list`,
              { filters: { [def.audience!.receipt.parent]: row.id } },
              { token },
            );
            return list.envelope.data?.total === 1 ? null : `${list.envelope.data?.total} receipts for one target`;
          };
          return { token, payload: { id: row.id, version: row.version }, verify };
        },
      };
  }
  return undefined;
}
