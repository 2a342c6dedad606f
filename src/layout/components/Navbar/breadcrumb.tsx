import { Breadcrumb as AntBreadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { translateRouteTitle } from '@/components/route-title';
import { useAppSelector } from '@/store/hooks';
import { breadcrumbItems } from './breadcrumb-items';

export function Breadcrumb() {
  const routes = useAppSelector((s) => s.permission.routes);
  const { pathname } = useLocation();
  const items = breadcrumbItems(routes, pathname).map((crumb) => ({
    key: crumb.path,
    title: crumb.to ? (
      <Link to={crumb.to}>{translateRouteTitle(crumb.title)}</Link>
    ) : (
      <span className="no-redirect">{translateRouteTitle(crumb.title)}</span>
    ),
  }));
  return <AntBreadcrumb className="app-breadcrumb breadcrumb-container" aria-label="breadcrumb" items={items} />;
}
