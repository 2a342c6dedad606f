import { ConfigProvider } from 'antd';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { useMemo } from 'react';
import { ANTD_LOCALES, ANTD_SIZES } from './antd-locale';
import { readableShade } from './readable-colour';

/**
 * antd's language, size and theme colour for every screen that uses antd. It is a lazily loaded route
 * of its own so that the sign-in page, which does not use antd, stays small.
 */
export default function AntdShell() {
  const language = useAppSelector((s) => s.app.language);
  const size = useAppSelector((s) => s.app.size);
  const theme = useAppSelector((s) => s.settings.theme);
  const tokens = useMemo(() => {
    const readable = readableShade(theme);
    // Text and links in the darker shade, solid buttons on it; secondary text dark enough to read (4.5:1).
    return {
      token: {
        colorPrimary: theme,
        colorLink: readable,
        colorLinkHover: theme,
        colorLinkActive: readable,
        colorPrimaryText: readable,
        colorPrimaryTextActive: readable,
        colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
        colorTextDescription: 'rgba(0, 0, 0, 0.62)',
        // The navbar's size control: large text for those who need it, on every antd screen.
        ...(size === 'large' ? { fontSize: 16 } : {}),
      },
      components: {
        Button: { colorPrimary: readable, colorPrimaryHover: readable, colorPrimaryActive: readable },
        Tabs: { itemSelectedColor: readable, itemActiveColor: readable },
        Menu: { itemSelectedColor: readable },
        Pagination: { itemActiveColor: readable },
      },
    };
  }, [theme, size]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} componentSize={ANTD_SIZES[size]} theme={tokens}>
      <Outlet />
    </ConfigProvider>
  );
}
