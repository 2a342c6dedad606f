// Reads the first sheet of an .xlsx into plain rows on a thread of its own: unzipping and parsing ten
// thousand rows takes seconds of CPU, which on the request thread would stall every other caller. The
// rows are handed over a thousand at a time, so that the request thread never takes one long turn to
// receive them. (exceljs's streaming reader dropped rows of a 10,000-row sheet: the whole sheet is loaded.)
// Plain JavaScript, so that it runs as it is under any loader the server itself was started with.
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

const CHUNK = 1000;
const { data, maxRows } = workerData;

async function read() {
  const wb = new ExcelJS.Workbook();
  const loaded = await wb.xlsx.load(data).then(
    () => true,
    () => false,
  );
  if (!loaded) return { problem: 'unreadable' };
  const ws = wb.worksheets[0];
  if (!ws || ws.rowCount < 2) return { problem: 'noRows' };
  if (ws.rowCount - 1 > maxRows) return { problem: 'tooManyRows' };
  let rows = [];
  ws.eachRow((row, rowNo) => {
    rows.push({ rowNo, values: row.values });
    if (rows.length === CHUNK) {
      parentPort.postMessage({ rows });
      rows = [];
    }
  });
  return { rows, done: true };
}

read().then(
  (last) => parentPort.postMessage(last),
  () => parentPort.postMessage({ problem: 'unreadable' }),
);
