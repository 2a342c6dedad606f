import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { lockDataDir } from '../../server/db/lock';
import { parseRequestJson } from '../../server/lib/safe-json';
import { hashPassword, verifyPassword } from '../../server/lib/password';
import { scrubForLog } from '../../server/lib/oplog';
import { seedMembers } from '../../server/db/seed/members';
import { yearsAgo } from '../../server/modules/analysis/overview';
import { isIdNumber, isPhone } from '../../src/contract/validators';

describe('configuration', () => {
  it('has documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.sessionIdleMinutes).toBe(30);
    expect(c.sessionAbsoluteHours).toBe(12);
    expect(c.passwordPolicy).toEqual({ minLength: 8, minClasses: 3, maxBytes: 190 });
    expect(c.portalUrl).toBe('/login');
  });
  it('refuses a cipher key that is not 16 characters, and a captcha test code in production', () => {
    expect(() => loadConfig({ APP_AES_KEY: 'short' })).toThrow(/APP_AES_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_CAPTCHA_TEST_CODE: '1234' })).toThrow(/production/);
  });
});

describe('data directory lock', () => {
  it('refuses a directory a live process holds and takes over one a dead process left', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const child = spawn(process.execPath, ['-e', 'setTimeout(()=>{}, 20000)']);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(child.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});

describe('request JSON', () => {
  it('parses ordinary bodies and treats an empty one as {}', () => {
    expect(parseRequestJson('{"a":[1,"党"]}')).toEqual({ a: [1, '党'] });
    expect(parseRequestJson('')).toEqual({});
  });
  it('refuses prototype keys wherever they stand', () => {
    expect(() => parseRequestJson('{"x":[{"__proto__":1}]}')).toThrow(/__proto__/);
  });
});

describe('passwords and the log', () => {
  it('hashes with scrypt and verifies', async () => {
    const h = await hashPassword('Party@2026');
    expect(h.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Party@2026', h)).toBe(true);
    expect(await verifyPassword('party@2026', h)).toBe(false);
  });
  it('keeps secrets out of the operation log', () => {
    expect(scrubForLog({ name: 'a', passwordHash: 'x', nested: { newPwd: 'y' } })).toEqual({
      name: 'a',
      passwordHash: '***',
      nested: { newPwd: '***' },
    });
  });
});

describe('seeded members', () => {
  it('have valid and unique ID numbers and valid phones', () => {
    const branches = Array.from({ length: 24 }, (_, i) => ({
      id: i + 1,
      code: `C1-F1-${i}`,
      name: `支部${i}`,
      companyName: '公司',
    }));
    const rows = seedMembers(branches);
    expect(rows.length).toBeGreaterThanOrEqual(290);
    expect(new Set(rows.map((r) => r.idNumber)).size).toBe(rows.length);
    for (const r of rows) {
      expect(isIdNumber(r.idNumber), r.idNumber).toBe(true);
      expect(isPhone(r.phone), r.phone).toBe(true);
    }
  });
});

describe("the overview's age and membership bands", () => {
  it("reckons the edges from today in the group's time zone, a leap day falling back to the 28th", () => {
    // 16:30 UTC on 23 November is already the 24th in Beijing.
    expect(yearsAgo(30, new Date('2026-11-23T16:30:00Z'))).toBe('1996-11-24');
    expect(yearsAgo(5, new Date('2028-02-29T04:00:00Z'))).toBe('2023-02-28');
    expect(yearsAgo(0, new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});
