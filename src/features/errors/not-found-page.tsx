import { useTranslation } from '@/components/use-translation';
import { ErrorPage } from './error-page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorPage code="404" text={t('errorPage.notFound')} />;
}
