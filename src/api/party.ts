import type { getPartySite } from '@/contract/calls/system';
import { postDeclared } from './call';

export const getPartySiteAddress = () => postDeclared<typeof getPartySite>('/api/partyAffiars/getIp');

/** The group party-building site takes the user's token as a query parameter. */
export function partySiteLink(base: string, token: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
