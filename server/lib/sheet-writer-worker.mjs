// Writes streamed .xlsx sheets on a thread of its own, one after another: turning rows into the sheet's XML
// and zipping it took more than half of an export's time, which on the request thread held every other
// caller back. A sheet opens, rows arrive in batches, and it ends; each batch is acknowledged once written
// and once the zip has caught up with it, so that the sender keeps at most one batch in flight and the
// sheet never piles up in memory. The thread stays for the next sheet: starting one costs more than a
// small export.
// Plain JavaScript, so that it runs as it is under any loader the server itself was started with.
import fs from 'node:fs';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/**
 * The one style of every plain cell, and of every number: the workbook works a cell's style out once per
 * style object, and each cell of a new row comes with one of its own (a third of an export's time went to
 * working out the same empty style again). A date keeps its own: its format depends on the value.
 */
const PLAIN_STYLE = {};
const NUMBER_STYLE = {};
function shareStyle(cell) {
  if (typeof cell.value === 'number') cell.style = NUMBER_STYLE;
  else if (!(cell.value instanceof Date)) cell.style = PLAIN_STYLE;
}

/** The sheet being written: its workbook, worksheet and how much of its text waited for the zip. */
let open = null;

function openSheet({ file, sheet, columns, creator, backlogBytes }) {
  const out = fs.createWriteStream(file);
  // A file that cannot be written ends the thread: the caller hears of it at its next write or its close.
  out.once('error', (err) => {
    parentPort.postMessage({ problem: String(err?.message ?? err) });
    process.exit(1);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = creator;
  const ws = wb.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns;
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  open = { wb, ws, backlogBytes, worstBacklog: 0, piledUp: 0 };
}

/** Where the sheet's text waits for the zip: the stream the worksheet pipes into. */
const outlet = () => open.ws.stream?.pipes?.[0];
const backlog = () => outlet()?._writableState?.length ?? 0;

/**
 * Waits while more of the sheet's text than its bound waits for the zip: the streamed workbook hands each
 * committed row on without waiting for the zip to compress what came before.
 */
async function zipCaughtUp() {
  const o = outlet();
  open.piledUp = Math.max(open.piledUp, backlog());
  while (o && backlog() > open.backlogBytes)
    // A drain that came between the check and the wait is caught by the check a second later.
    await new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        o.removeListener('drain', done);
        resolve();
      };
      const timer = setTimeout(done, 1_000);
      o.once('drain', done);
    });
  open.worstBacklog = Math.max(open.worstBacklog, backlog());
}

let queue = Promise.resolve();
parentPort.on('message', (m) => {
  queue = queue
    .then(async () => {
      if (m.open) {
        openSheet(m.open);
        parentPort.postMessage({ opened: true });
      } else if (m.rows) {
        for (const values of m.rows) {
          const row = open.ws.addRow(values);
          row.eachCell(shareStyle);
          row.commit();
        }
        await zipCaughtUp();
        parentPort.postMessage({ written: m.rows.length });
      } else if (m.end) {
        const { wb, ws, worstBacklog, piledUp } = open;
        ws.commit();
        await wb.commit();
        open = null;
        parentPort.postMessage({ done: true, worstBacklog, piledUp });
      }
    })
    .catch((err) => parentPort.postMessage({ problem: String(err?.stack ?? err) }));
});
