import { is, sql, SQL, type Placeholder } from 'drizzle-orm';
import type { Db } from './client';
import { runShaped, type Preparable } from './shaped-statements';

/**
 * Where the values of a statement go: into its text as they come (`inline`), or into named slots of a
 * statement built once for every statement of the same shape (`slotted`). A slotted read or write notes
 * what makes its text differ from another's (which filters it has, how many values a list holds, which
 * columns a row sets), so that the shape names the text.
 */
export class StatementSlots {
  readonly values: Record<string, unknown> = {};
  private readonly shape: string[] = [];
  private count = 0;
  private constructor(private slotting: boolean) {}

  /** Whether the values go into slots (the statement may be the one of its shape). */
  get slotted(): boolean {
    return this.slotting;
  }

  static inline(): StatementSlots {
    return new StatementSlots(false);
  }

  static slotted(): StatementSlots {
    return new StatementSlots(true);
  }

  /** The value itself when inline, else a slot the statement reads it from. */
  put<T>(value: T): T | Placeholder<string, T> {
    if (!this.slotted) return value;
    const name = `v${this.count++}`;
    this.values[name] = value;
    return sql.placeholder(name) as Placeholder<string, T>;
  }

  /**
   * The columns of a row to write, each value in a slot, and their names noted as the shape. A null
   * stays in the text (a slot would hand the column's encoder a null) and is noted as such; a value
   * that is an expression makes the statement one to build as it comes, with the row as given. Call
   * it before any other `put`.
   */
  row(values: Record<string, unknown>): Record<string, unknown> {
    if (!this.slotting) return values;
    const names = Object.keys(values)
      .filter((k) => values[k] !== undefined)
      .sort();
    if (names.some((k) => is(values[k], SQL))) {
      this.slotting = false;
      return values;
    }
    const out: Record<string, unknown> = {};
    for (const k of names) {
      const v = values[k];
      this.note(v === null ? `${k}=null` : k);
      out[k] = v === null ? null : this.put(v);
    }
    return out;
  }

  /** Notes what makes the text of this statement differ from others of its kind. */
  note(part: string): void {
    this.shape.push(part);
  }

  /** The shape of this statement so far: equal shapes have equal texts. */
  key(): string {
    return this.shape.join('\u0001');
  }
}

/**
 * Runs a statement built as it comes, or the statement of its shape (`kind` and what the slots noted)
 * with the slots' values, on the handle given: the database's own or a transaction's.
 */
export async function runBySlots<T>(
  db: Db,
  owner: object,
  kind: string,
  slots: StatementSlots,
  build: () => PromiseLike<T> & Preparable,
): Promise<T> {
  if (!slots.slotted) return await build();
  return runShaped<T>(db, owner, `${kind}\u0002${slots.key()}`, build, slots.values);
}
