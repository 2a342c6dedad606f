import { describe, it } from 'vitest';
import { TEST_DATABASE_URL } from '../api/support/test-db';
import { concurrencySuite } from './support/concurrency-suite';

if (TEST_DATABASE_URL) concurrencySuite('postgres');
else describe.skip('concurrent writes on postgres (no TEST_DATABASE_URL)', () => it('needs PostgreSQL', () => {}));
