import { useTranslation } from '@/components/use-translation';
import { ErrorPage } from './error-page';

export default function NoPermissionPage() {
  const { t } = useTranslation();
  return <ErrorPage code="401" text={t('errorPage.noPermission')} />;
}
