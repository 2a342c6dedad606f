import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { SheetWriter, writerThreadsStarted } from '../../server/lib/sheet-writer';

// Twenty thousand rows written and read back take a few seconds alone, and more beside the rest of a run.
describe('a sheet written on its own thread', { timeout: 60_000 }, () => {
  it('writes every row under a bold heading, and holds the text waiting for the zip to its bound however many rows come', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-writer-'));
    const file = path.join(dir, 'members.xlsx');
    const bound = 256 * 1024;
    try {
      const columns = Array.from({ length: 20 }, (_, k) => ({ header: `列${k}`, width: 12 }));
      const sheet = new SheetWriter(file, '党员', columns, bound);
      for (let b = 0; b < 100; b++)
        await sheet.write(
          Array.from({ length: 200 }, (_, i) =>
            Array.from({ length: 20 }, (_, k) => (k === 0 ? b * 200 + i : `第${b}批${i}行${k}列 ${'x'.repeat(20)}`)),
          ),
        );
      const written = await sheet.close();
      // The test means something only if a batch outran the zip: the text did pile up past the bound.
      expect(written.piledUp).toBeGreaterThan(bound);
      expect(written.worstBacklog).toBeLessThanOrEqual(bound);

      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(file);
      const ws = wb.worksheets[0];
      expect(ws.name).toBe('党员');
      expect(ws.rowCount).toBe(1 + 100 * 200);
      expect(ws.getRow(1).getCell(2).value).toBe('列1');
      expect(ws.getRow(1).getCell(2).font?.bold).toBe(true);
      expect(ws.getRow(2).getCell(1).value).toBe(0);
      expect(ws.getRow(20_001).getCell(1).value).toBe(19_999);
      expect(ws.getRow(20_001).getCell(2).value).toBe(`第99批199行1列 ${'x'.repeat(20)}`);
      expect(ws.getRow(2).getCell(2).font?.bold).toBeFalsy();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes one sheet after another on the thread it keeps', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheet-writer-'));
    try {
      const write = async (name: string, n: number) => {
        const sheet = new SheetWriter(path.join(dir, `${name}.xlsx`), name, [{ header: '序号', width: 10 }]);
        await sheet.write(Array.from({ length: n }, (_, i) => [i + 1]));
        await sheet.close();
      };
      await write('first', 3);
      const threads = writerThreadsStarted();
      await write('second', 5);
      await write('third', 2);
      expect(writerThreadsStarted()).toBe(threads);
      for (const [name, n] of [
        ['first', 3],
        ['second', 5],
        ['third', 2],
      ] as const) {
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.readFile(path.join(dir, `${name}.xlsx`));
        expect(wb.worksheets[0].name).toBe(name);
        expect(wb.worksheets[0].rowCount).toBe(1 + n);
        expect(wb.worksheets[0].getRow(1 + n).getCell(1).value).toBe(n);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the next write and the close, not the process, when the file cannot be written', async () => {
    const sheet = new SheetWriter('/nonexistent/dir/x.xlsx', 's', [{ header: 'a', width: 10 }]);
    const outcome = async () => {
      for (let b = 0; b < 50; b++) await sheet.write([[b]]);
      await sheet.close();
    };
    await expect(outcome()).rejects.toThrow(/sheet writer/);
    await sheet.abort();
  });
});
