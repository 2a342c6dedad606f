import type { getMenu as menuCall } from '@/contract/calls/system';
import { postDeclared } from './call';

export type { MenuItem } from '@/contract/calls/system';

export const getMenu = () => postDeclared<typeof menuCall>('/api/menu/get', undefined, { silent: true });
