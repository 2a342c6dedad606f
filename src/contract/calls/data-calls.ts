import { z } from 'zod';
import { PRIVILEGES } from '../privileges';
import { dataCallEntity, dataCallReplyEntity } from '../resource/data-call';
import { MAX_REPLY_ROWS } from '../resource/data-call-rules';
import { entityCall } from './access';
import { answer, declareCall, type FileAnswer } from './declare';
import { rowId, rowVersion } from './ids';
import type { DetailRecord } from './records';

const cell = z.union([z.string().max(2000), z.number(), z.null()]);

/**
 * A reply's rows as filled on screen, checked against its form row by row: one bad cell and nothing is
 * kept, the 400's `data.rows` naming every refusal (row, column, why).
 */
export const dataCallReplyFill = declareCall({
  url: '/api/dataCallReply/fill',
  payload: z.object({
    id: rowId,
    version: rowVersion,
    rows: z.array(z.record(z.string().max(30), cell)).max(MAX_REPLY_ROWS + 1),
  }),
  answer: answer<DetailRecord>(),
  access: entityCall(dataCallReplyEntity, PRIVILEGES.taskHandle),
  write: { action: 'fill', resource: 'dataCallReply' },
});

/** The reply's .xlsx template: the form's columns as headers, the rows filled so far, and the form it belongs to. */
export const dataCallReplyTemplate = declareCall({
  url: '/api/dataCallReply/template',
  payload: z.object({ id: rowId }),
  answer: answer<FileAnswer>(),
  access: entityCall(dataCallReplyEntity),
});

/**
 * The template filled and uploaded back (multipart .xlsx): its rows replace the reply's, all or none. A
 * sheet of another form, a file too large, a cell of the wrong kind: a clear message, nothing kept.
 */
export const dataCallReplyUpload = declareCall({
  url: '/api/dataCallReply/upload',
  payload: z.object({ id: rowId, version: rowVersion }),
  payloadInQuery: true,
  answer: answer<{ imported: number }>(),
  access: entityCall(dataCallReplyEntity, PRIVILEGES.taskHandle),
  write: { action: 'upload', resource: 'dataCallReply' },
});

/**
 * One workbook of every reply submitted or accepted: the organisation, its rows, a total row for the
 * number columns; and a sheet of who submitted when.
 */
export const dataCallCombined = declareCall({
  url: '/api/dataCall/combined',
  payload: z.object({ id: rowId }),
  answer: answer<FileAnswer>(),
  access: entityCall(dataCallEntity, PRIVILEGES.export),
  write: { action: 'combined', resource: 'dataCall' },
  refreshesNothing: true,
});
