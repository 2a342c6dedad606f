import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { SHEET_BACKLOG_BYTES, sheetBacklog, zipCaughtUp } from '../../server/modules/resources/export-job';

describe('a streamed export', () => {
  it('holds the sheet text waiting for the zip to a bounded backlog, however many rows come', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-backlog-'));
    try {
      const out = fs.createWriteStream(path.join(dir, 'x.xlsx'));
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const ws = wb.addWorksheet('members');
      ws.columns = Array.from({ length: 20 }, (_, k) => ({ header: `h${k}`, key: `k${k}` }));
      let worst = 0;
      let seen = 0;
      for (let b = 0; b < 150; b++) {
        for (let i = 0; i < 200; i++)
          ws.addRow(
            Object.fromEntries(
              Array.from({ length: 20 }, (_, k) => [`k${k}`, `第${b}批${i}行${k}列 ${'x'.repeat(20)}`]),
            ),
          ).commit();
        seen = Math.max(seen, sheetBacklog(ws));
        await zipCaughtUp(ws);
        worst = Math.max(worst, sheetBacklog(ws));
      }
      ws.commit();
      await wb.commit();
      // The test means something only if a batch outruns the zip: the backlog did pile up past the bound.
      expect(seen).toBeGreaterThan(SHEET_BACKLOG_BYTES);
      expect(worst).toBeLessThanOrEqual(SHEET_BACKLOG_BYTES);
      expect(fs.statSync(path.join(dir, 'x.xlsx')).size).toBeGreaterThan(100_000);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
