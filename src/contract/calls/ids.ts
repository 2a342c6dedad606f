import { z } from 'zod';

/** PostgreSQL integer range: anything larger is refused by the call, not by the database. */
export const INT4_MAX = 2_147_483_647;

/** A row id as the client sends it (a number, or digits as text). */
export const rowId = z.coerce.number().int().positive().max(INT4_MAX);
export const rowVersion = z.number().int().min(0).max(INT4_MAX);
