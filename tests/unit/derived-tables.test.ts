import fs from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ENTITIES, ENTITY_BY_NAME } from '../../src/contract/resource/index';
import * as schema from '../../server/db/schema/index';
import { accounts, articles, members, operationLog, orgs, roles, sysCodes } from '../../server/db/schema/index';

const migrations = path.join(__dirname, '../../server/db/migrations');
const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));
const tableNamed = (name: string) => tables.find((t) => getTableName(t) === name);

describe('tables derived from entity definitions', () => {
  it('declares a table for every entity, and the schema holds one of that name', () => {
    for (const def of ENTITIES) {
      expect(def.table?.name, def.name).toBeTruthy();
      expect(tableNamed(def.table!.name), def.table!.name).toBeDefined();
    }
  });

  it('gives every stored field of every entity its column, and none to a field computed on read', () => {
    for (const def of ENTITIES) {
      const columns = Object.keys(tableNamed(def.table!.name)!);
      for (const f of def.fields) expect(columns.includes(f.name), `${def.name}.${f.name}`).toBe(!f.virtual);
    }
  });

  it('agrees with the committed migrations: generating again makes no migration', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'));
    const last = String(journal.entries.at(-1).idx).padStart(4, '0');
    const snapshot = JSON.parse(fs.readFileSync(path.join(migrations, `meta/${last}_snapshot.json`), 'utf8'));
    const statements = await generateMigration(snapshot, generateDrizzleJson(schema, snapshot.id));
    expect(statements).toEqual([]);
  });

  it('keeps the server-only columns on the table, not in the definition', () => {
    const accountColumns = getTableConfig(accounts).columns.map((c) => c.name);
    expect(accountColumns).toEqual(expect.arrayContaining(['password_hash', 'name', 'avatar', 'introduction']));
    expect(getTableConfig(orgs).columns.map((c) => c.name)).toContain('path');
    const fieldsOf = (name: string) => ENTITY_BY_NAME[name].fields.map((f) => f.name);
    expect(fieldsOf('account')).not.toContain('passwordHash');
    expect(fieldsOf('org')).not.toContain('path');
  });

  it('keeps the older columns as they were: a wire name over an older column, a log without stamps', () => {
    expect(sysCodes.dictName.name).toBe('dict');
    expect(getTableConfig(sysCodes).indexes.map((i) => i.config.name)).toContain('sys_codes_dict_value_uq');
    expect(getTableConfig(operationLog).columns.map((c) => c.name)).not.toContain('version');
    expect(operationLog.id.getSQLType()).toBe('bigserial');
    expect(orgs.longitude.getSQLType()).toBe('numeric(10, 6)');
    expect(orgs.contactPhone.getSQLType()).toBe('varchar(20)');
    expect(members.joinedOn.notNull).toBe(false);
    expect(orgs.level.notNull).toBe(true);
  });

  it('types the columns from the fields, as the hand-written tables did', () => {
    type Member = typeof members.$inferSelect;
    expectTypeOf<Member['name']>().toEqualTypeOf<string>();
    expectTypeOf<Member['joinedOn']>().toEqualTypeOf<string | null>();
    expectTypeOf<Member['lostContact']>().toEqualTypeOf<boolean>();
    expectTypeOf<Member['createdAt']>().toEqualTypeOf<Date>();
    expectTypeOf<Member>().not.toHaveProperty('age');
    expectTypeOf<(typeof members.$inferInsert)['status']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<(typeof members.$inferInsert)['orgId']>().toEqualTypeOf<number>();
    expectTypeOf<(typeof orgs.$inferSelect)['path']>().toEqualTypeOf<string>();
    expectTypeOf<(typeof accounts.$inferSelect)['passwordHash']>().toEqualTypeOf<string>();
    expectTypeOf<(typeof accounts.$inferSelect)['passwordChangedAt']>().toEqualTypeOf<Date | null>();
    expectTypeOf<(typeof articles.$inferSelect)['publishTime']>().toEqualTypeOf<Date | null>();
    expectTypeOf<(typeof articles.$inferSelect)['targetOrgIds']>().toEqualTypeOf<number[]>();
    expectTypeOf<(typeof operationLog.$inferSelect)['at']>().toEqualTypeOf<Date>();
    expectTypeOf<(typeof operationLog.$inferInsert)['at']>().toEqualTypeOf<Date | undefined>();
    expectTypeOf<typeof operationLog.$inferSelect>().not.toHaveProperty('version');
    expectTypeOf<(typeof roles.$inferSelect)['orgId']>().toEqualTypeOf<number | null>();
  });
});
