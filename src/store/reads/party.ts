import { getPartySiteAddress } from '@/api/party';
import { apiRead } from '../api-read';

/** The party-building site's address, to which the navbar's link adds the user's token. */
export const partySiteAddress = apiRead('partyAffiars/getIp', () => getPartySiteAddress().then((r) => r.data));
