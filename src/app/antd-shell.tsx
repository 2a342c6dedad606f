import { ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { ANTD_LOCALES, ANTD_SIZES } from './antd-locale';

/**
 * antd's language, size and theme colour for every screen that uses antd. It is a lazily loaded route
 * of its own so that the sign-in page, which does not use antd, stays small.
 */
export default function AntdShell() {
  const language = useAppSelector((s) => s.app.language);
  const size = useAppSelector((s) => s.app.size);
  const theme = useAppSelector((s) => s.settings.theme);
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      componentSize={ANTD_SIZES[size]}
      theme={{ token: { colorPrimary: theme } }}
    >
      <Outlet />
    </ConfigProvider>
  );
}
