import { fieldErrorsOf, resourceApi, type DetailRecord } from '@/api/resource';
import { toastError, toastSuccess } from '@/api/notify';

/**
 * Saves one structured field of a record (scores, links, a roll-call) with its version: the server keeps
 * every other field as stored. Answers whether it was saved.
 */
export async function savePart(
  entity: string,
  record: DetailRecord,
  values: Record<string, unknown>,
  done: string,
): Promise<boolean> {
  try {
    await resourceApi.save(entity, { id: record.id, version: record.version, ...values });
    toastSuccess(done);
    return true;
  } catch (error) {
    const fields = fieldErrorsOf(error);
    toastError(fields ? Object.values(fields).join('；') : (error as Error).message);
    return false;
  }
}
