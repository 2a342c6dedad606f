import type { Database } from '../db/client';

interface Flight {
  /** The feed's generation when the read began. */
  since: number;
  answer: Promise<Buffer | null>;
}

const flightsOf = new WeakMap<Database, Map<string, Flight>>();

const flights = (database: Database) => {
  let m = flightsOf.get(database);
  if (!m) flightsOf.set(database, (m = new Map()));
  return m;
};

/**
 * The answer of an identical cached read already under way, when nothing changed since it began (so
 * that it is as fresh as one started now); null when there is none or it failed.
 */
export async function joinFlight(database: Database, key: string): Promise<Buffer | null> {
  const f = flights(database).get(key);
  if (!f || f.since !== database.changes.generation) return null;
  return f.answer;
}

/** Marks a read as under way, so that identical misses arriving meanwhile wait for it instead of querying. */
export function leadFlight(database: Database, key: string, since: number) {
  const map = flights(database);
  let settle: (answer: Buffer | null) => void = () => {};
  const answer = new Promise<Buffer | null>((resolve) => (settle = resolve));
  const flight: Flight = { since, answer };
  map.set(key, flight);
  const end = (value: Buffer | null) => {
    settle(value);
    if (map.get(key) === flight) map.delete(key);
  };
  return { done: (text: Buffer) => end(text), fail: () => end(null) };
}
