import type { AreaBehaviours } from '../../resources/behaviour-registry';
import { dataCallBehaviour } from './data-call';
import { dataCallReplyBehaviour } from './data-call-reply';

/** What only the data calls' entities do, handed to the generic calls (see modules/index.ts). */
export const DATA_CALL_BEHAVIOURS: AreaBehaviours = {
  dataCall: dataCallBehaviour,
  dataCallReply: dataCallReplyBehaviour,
};
