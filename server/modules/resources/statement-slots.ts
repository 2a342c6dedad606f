import { sql, type Placeholder } from 'drizzle-orm';

/**
 * Where the values of a read go: into its statement as they come (`inline`), or into named slots of a
 * statement built once for every read of the same shape (`slotted`). A slotted read notes what makes
 * its text differ from another's (which filters it has, how many values a list holds), so that the
 * shape names the text.
 */
export class StatementSlots {
  readonly values: Record<string, unknown> = {};
  private readonly shape: string[] = [];
  private count = 0;
  /** Whether the values go into slots (the read may use the statement of its shape). */
  private constructor(readonly slotted: boolean) {}

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

  /** Notes what makes the text of this read differ from others of its kind. */
  note(part: string): void {
    this.shape.push(part);
  }

  /** The shape of this read so far: equal shapes have equal texts. */
  key(): string {
    return this.shape.join('\u0001');
  }
}
