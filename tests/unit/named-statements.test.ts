import { describe, expect, it } from 'vitest';
import { BUSY_LOOP, LONG_RUN_MS, mayPrepare, noteRunTime, statementName } from '../../server/db/named-statements';

describe('statements prepared by name', () => {
  it('a text gets a name the second time it is sent, the same name ever after, and another text another name', () => {
    const text = `select $1::int as n -- ${Math.random()}`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(statementName(text)).toBe(name);
    const other = `select $1::text as t -- ${Math.random()}`;
    statementName(other);
    expect(statementName(other)).not.toBe(name);
  });

  it('a connection prepares new statements up to its bound, and goes on running those it has by name', () => {
    const prepared = new Set<string>();
    expect(mayPrepare(prepared, 'a', 2)).toBe(true);
    expect(mayPrepare(prepared, 'b', 2)).toBe(true);
    expect(mayPrepare(prepared, 'c', 2)).toBe(false);
    expect(mayPrepare(prepared, 'a', 2)).toBe(true);
    expect([...prepared]).toEqual(['a', 'b']);
  });

  it('a text that mostly runs long by name is sent unnamed from then on; a quick one slowed now and then keeps its name', () => {
    const slow = `select pg_sleep($1) -- ${Math.random()}`;
    statementName(slow);
    const name = statementName(slow);
    noteRunTime(slow, LONG_RUN_MS + 5);
    noteRunTime(slow, LONG_RUN_MS + 5);
    expect(statementName(slow)).toBe(name);
    noteRunTime(slow, LONG_RUN_MS + 5);
    expect(statementName(slow)).toBeUndefined();
    expect(statementName(slow)).toBeUndefined();
    const quick = `select $1::int -- ${Math.random()}`;
    statementName(quick);
    const kept = statementName(quick);
    // A busy moment stretches it three times in ten runs: it stays named.
    for (let i = 0; i < 10; i++) noteRunTime(quick, i % 3 === 0 ? LONG_RUN_MS + 5 : 1);
    expect(statementName(quick)).toBe(kept);
  });

  it('a run while the process was busy does not count: under load every answer waits, and the statement keeps its name', () => {
    const cheap = `select $1::int as busy -- ${Math.random()}`;
    statementName(cheap);
    const name = statementName(cheap);
    for (let i = 0; i < 20; i++) noteRunTime(cheap, LONG_RUN_MS * 3, BUSY_LOOP + 0.3);
    expect(statementName(cheap)).toBe(name);
    // The same runs on a quiet process are the statement's own time.
    for (let i = 0; i < 3; i++) noteRunTime(cheap, LONG_RUN_MS * 3, 0.1);
    expect(statementName(cheap)).toBeUndefined();
  });
});
