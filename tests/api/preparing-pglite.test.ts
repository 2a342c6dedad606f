import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PreparingPglite } from '../../server/db/preparing-pglite';
import { constraintError } from '../../server/lib/constraint-errors';
import { resultRows } from '../../server/lib/sql-rows';
import { TEST_DB } from './support/test-db';
import { say } from '../../src/contract/messages/message';

const things = pgTable('things', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  tags: integer('tags').array().notNull(),
  detail: jsonb('detail'),
  amount: numeric('amount', { precision: 10, scale: 2 }),
  at: timestamp('at', { withTimezone: true }),
});

/** PGlite itself: what the prepared path must answer alike. */
let raw: PGlite;
let plain: ReturnType<typeof drizzle>;
let named: ReturnType<typeof drizzle>;

const preparedNames = async () =>
  resultRows<{ name: string }>(await plain.execute(sql`SELECT name FROM pg_prepared_statements`)).map((r) => r.name);

describe.skipIf(TEST_DB !== 'pglite')('PGlite with statements prepared by name', () => {
  beforeAll(async () => {
    raw = await PGlite.create();
    await raw.exec(
      `CREATE TABLE things (id serial PRIMARY KEY, code text NOT NULL UNIQUE, tags integer[] NOT NULL, detail jsonb, amount numeric(10,2), at timestamptz)`,
    );
    plain = drizzle(raw);
    named = drizzle(new PreparingPglite(raw) as unknown as PGlite);
  });
  afterAll(async () => {
    await raw?.close();
  });

  it('prepares a text the second time it is sent, once, and answers as PGlite does', async () => {
    const row = {
      code: 'a-1',
      tags: [3, 1, 2],
      detail: { x: [1, 'ü'] },
      amount: '12.50',
      at: new Date('2026-11-25T08:00:00Z'),
    };
    await named.insert(things).values(row);
    const read = () =>
      named
        .select()
        .from(things)
        .where(sql`${things.code} = ${'a-1'} AND ${things.tags} @> ${sql`${'{1}'}::int[]`}`);
    const first = await read();
    expect(await preparedNames()).toEqual([]);
    const second = await read();
    const third = await read();
    const names = await preparedNames();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^s_[0-9a-f]{24}$/);
    const fromPglite = await plain
      .select()
      .from(things)
      .where(sql`${things.code} = ${'a-1'}`);
    for (const answer of [first, second, third]) expect(answer).toEqual(fromPglite);
    expect(third[0]).toMatchObject({
      tags: [3, 1, 2],
      detail: { x: [1, 'ü'] },
      amount: '12.50',
      at: new Date('2026-11-25T08:00:00Z'),
    });
  });

  it('reports a broken rule with its code, outside a transaction and inside one, which it rolls back', async () => {
    const insert = (code: string) => named.insert(things).values({ code, tags: [] });
    await insert('dup');
    // The same text again and again: from the second sending on it runs by name.
    for (let i = 0; i < 2; i++) {
      const err = await insert('dup').then(
        () => null,
        (e: unknown) => e,
      );
      expect(constraintError(err)?.said).toEqual(say('record.duplicate'));
    }
    const before = await plain.select().from(things);
    await expect(
      named.transaction(async (tx) => {
        await tx.insert(things).values({ code: 'in-tx', tags: [] });
        await tx.insert(things).values({ code: 'dup', tags: [] });
      }),
    ).rejects.toBeTruthy();
    expect(await plain.select().from(things)).toEqual(before);
    // The connection is usable afterwards, by name and in a transaction.
    await named.transaction(async (tx) => {
      await tx.insert(things).values({ code: 'after', tags: [7] });
      await tx.insert(things).values({ code: 'after-2', tags: [8] });
    });
    expect(
      (
        await named
          .select({ code: things.code })
          .from(things)
          .where(sql`${things.code} LIKE ${'after%'}`)
      )
        .map((r) => r.code)
        .sort(),
    ).toEqual(['after', 'after-2']);
  });
});
