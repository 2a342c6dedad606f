import { memberDevelopmentEntity } from '../../../src/contract/resource/member-development';
import { memberTransferEntity } from '../../../src/contract/resource/member-transfer';
import { membershipEventEntity } from '../../../src/contract/resource/membership-event';
import { derivedTable } from './derived';

export const memberDevelopment = derivedTable(memberDevelopmentEntity);
export const memberTransfers = derivedTable(memberTransferEntity);
export const membershipEvents = derivedTable(membershipEventEntity);
