// Reads the first sheet of an .xlsx into plain rows on a thread of its own: unzipping and parsing ten
// thousand rows takes seconds of CPU, which on the request thread would stall every other caller. The
// rows are handed over a thousand at a time, each chunk once the request thread asks for the next, so that
// it never takes one long turn to receive them. (exceljs's streaming reader dropped rows of a 10,000-row sheet: the whole sheet is loaded.)
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
  const chunks = [[]];
  ws.eachRow((row, rowNo) => {
    if (chunks[chunks.length - 1].length === CHUNK) chunks.push([]);
    chunks[chunks.length - 1].push({ rowNo, values: row.values });
  });
  // One chunk at a time, the next once the request thread has taken this one in a turn of its own: chunks
  // posted all at once are all received in one turn of its loop.
  for (const rows of chunks.slice(0, -1)) {
    parentPort.postMessage({ rows });
    await new Promise((resolve) => parentPort.once('message', resolve));
  }
  return { rows: chunks[chunks.length - 1], done: true };
}

read().then(
  (last) => parentPort.postMessage(last),
  () => parentPort.postMessage({ problem: 'unreadable' }),
);
