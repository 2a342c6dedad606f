import { describe, expect, it } from 'vitest';
import { statementName } from '../../server/db/named-statements';

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

  it('stops naming new texts at its cap, so that no connection keeps plans without bound', () => {
    let named = 0;
    for (let i = 0; i < 2000; i++) {
      const text = `select $1 -- cap ${i}`;
      statementName(text);
      if (statementName(text)) named++;
    }
    expect(named).toBeGreaterThan(0);
    expect(named).toBeLessThanOrEqual(600);
    const late = 'select $1 -- after the cap';
    statementName(late);
    expect(statementName(late)).toBeUndefined();
  });
});
