import { describe, expect, it } from 'vitest';
import { mayPrepare, statementName } from '../../server/db/named-statements';

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
});
