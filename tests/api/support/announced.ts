import type { TestServer } from './test-app';

/**
 * Waits until the database's announcement of a change made outside the server (a statement run straight
 * on the database) has arrived: until then the server may answer from what it kept.
 */
export async function announced(s: TestServer, before: number): Promise<void> {
  const until = Date.now() + 3000;
  while (s.database.changes.generation === before) {
    if (Date.now() > until) throw new Error('no change was announced within 3 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}
