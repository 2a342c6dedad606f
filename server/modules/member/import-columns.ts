import { memberEntity } from '../../../src/contract/resource/index';
import type { FieldDef } from '../../../src/contract/resource/types';

/** The member fields a clerk fills in a spreadsheet, in the template's column order. */
export const IMPORT_FIELDS: FieldDef[] = memberEntity.fields.filter((f) => !f.derived);

/** A sheet of the whole roll of a large committee: ten thousand rows import in one transaction. */
export const MAX_ROWS = 10_000;
