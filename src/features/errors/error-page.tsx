import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@/components/use-translation';
import './error-page.css';

/** The shared frame of /404 and /401: a big code, a sentence, the way home. */
export function ErrorPage({ code, text }: { code: string; text: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="error-page">
      <div className="error-code">{code}</div>
      <p className="error-text">{text}</p>
      <Button type="primary" onClick={() => navigate('/')}>
        {t('errorPage.home')}
      </Button>
    </main>
  );
}
