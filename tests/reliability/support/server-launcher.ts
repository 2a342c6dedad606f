/**
 * Entry point of a server process started by the reliability suite: `node --import tsx` on this file.
 * It loads the server's modules first and then waits; the line `start` on stdin runs server/main.ts
 * in this same process (this pid is the server). A crash round starts the next process while the
 * current one is still taking writes, so a restart costs what the server itself does on start:
 * open the database after the crash, migrate, check the seed, listen.
 */
import '../../../server/config';
import '../../../server/db/client';
import '../../../server/db/seed/index';
import '../../../server/lib/rsa';
import '../../../server/lib/housekeeping';
import '../../../server/app';

process.stdin.setEncoding('utf8');
let input = '';
let started = false;
process.stdin.on('data', (chunk: string) => {
  input += chunk;
  if (started || !input.includes('start\n')) return;
  started = true;
  void import('../../../server/main');
});
// The suite holds stdin open for the process's whole life: when the suite goes, so does the server.
process.stdin.on('end', () => process.kill(process.pid, 'SIGKILL'));
console.log('modules loaded');
