// Reads the first sheet of an .xlsx into plain rows on a thread of its own: unzipping and parsing ten
// thousand rows takes seconds of CPU, which on the request thread would stall every other caller.
// Plain JavaScript, so that it runs as it is under any loader the server itself was started with.
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

const { data, maxRows } = workerData;
try {
  const wb = new ExcelJS.Workbook();
  const read = await wb.xlsx.load(data).then(
    () => true,
    () => false,
  );
  const ws = read ? wb.worksheets[0] : undefined;
  if (!read) parentPort.postMessage({ problem: 'unreadable' });
  else if (!ws || ws.rowCount < 2) parentPort.postMessage({ problem: 'noRows' });
  else if (ws.rowCount - 1 > maxRows) parentPort.postMessage({ problem: 'tooManyRows' });
  else {
    const rows = [];
    ws.eachRow((row, rowNo) => rows.push({ rowNo, values: row.values }));
    parentPort.postMessage({ rows });
  }
} catch (err) {
  parentPort.postMessage({ problem: 'unreadable', detail: String(err) });
}
