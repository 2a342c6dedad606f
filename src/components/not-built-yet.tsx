import { Card, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@/components/use-translation';
import { useAppSelector } from '@/store/hooks';
import { findRoute } from '@/store/static-routes';
import { translateRouteTitle } from './route-title';

/** The one page every screen of a later release shows until it is built: its title and a plain word. */
export default function NotBuiltYet() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const routes = useAppSelector((s) => s.permission.routes);
  const title = translateRouteTitle(findRoute(routes, pathname)?.meta.title) || pathname;
  return (
    <Card>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="not-built-yet">
        {t('placeholder.text')}
      </Typography.Paragraph>
    </Card>
  );
}
