import { post } from './request';

/** One entry of the server menu, up to three levels. */
export interface MenuItem {
  path: string;
  hidden?: boolean;
  id?: string | number;
  label: string;
  icon?: string;
  children?: MenuItem[];
}

export const getMenu = () => post<MenuItem[]>('/api/menu/get', {}, { silent: true });
