import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_HISTORY_STATEMENTS } from '../../server/db/membership-history-build';

describe('the first build of the membership history', () => {
  it('runs the same statements in migration 0022 as in the demo seed', () => {
    const text = fs.readFileSync(
      path.join(__dirname, '../../server/db/migrations/0025_membership_history.sql'),
      'utf8',
    );
    const handWritten = text.split('-- hand-written:\n')[1];
    expect(handWritten).toBeDefined();
    const statements = handWritten.split('--> statement-breakpoint\n').map((s) => s.trim().replace(/;$/, ''));
    expect(statements).toEqual(BUILD_HISTORY_STATEMENTS.map((s) => s.trim()));
  });
});
