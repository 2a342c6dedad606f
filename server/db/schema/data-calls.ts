import { dataCallEntity, dataCallReplyEntity } from '../../../src/contract/resource/data-call';
import { derivedTable } from './derived';

/** Data calls (数据报送): the forms sent down, and each organisation's reply. */
export const dataCalls = derivedTable(dataCallEntity);
export const dataCallReplies = derivedTable(dataCallReplyEntity);
