import type { RouteMetaExtra } from '@/contract';

/** The meta vocabulary of vue-element-admin's router, filled from the server menu and the catalogue. */
export interface RouteMeta extends RouteMetaExtra {
  title: string;
  icon?: string;
  affix: boolean;
  id?: string | number;
  myPath?: string;
  parentName?: string;
  roles?: string[];
}

/** A route of the app: absolute path, serialisable so it lives in the store. */
export interface AppRoute {
  path: string;
  hidden: boolean;
  /** The menu item's id. */
  id?: string | number;
  meta: RouteMeta;
  /** Where a group without its own screen sends the browser. */
  redirect?: string;
  children: AppRoute[];
}
