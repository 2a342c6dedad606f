import { ConfigProvider } from 'antd';
// What every antd component's style reads already (the public `theme` would add its dark and compact algorithms).
import { PresetColors, useToken } from 'antd/es/theme/internal';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { useMemo, type ReactNode } from 'react';
import { useLessMotion } from '@/components/less-motion';
import { ANTD_LOCALES, ANTD_SIZES } from './antd-locale';
import { readableShade } from './readable-colour';

/**
 * antd's language, size and theme colour for every screen that uses antd. It is a lazily loaded route
 * of its own (or wraps its children) so that the sign-in page and a member's home, which do not use antd,
 * stay small.
 */
export default function AntdShell({ children }: { children?: ReactNode }) {
  const language = useAppSelector((s) => s.app.language);
  const size = useAppSelector((s) => s.app.size);
  const theme = useAppSelector((s) => s.settings.theme);
  const lessMotion = useLessMotion();
  // antd's own tokens (this shell is above the provider that changes them).
  const [, base] = useToken();
  const tagTexts = useMemo(
    // A tag of a preset colour writes in its shade 7 on its shade 1: too light to read for green, gold or
    // cyan (green: 3.4:1), darkened until it reads. The shade goes by two names (green7, green-7) and one
    // CSS variable: both are set.
    () =>
      Object.fromEntries(
        PresetColors.flatMap((c) => {
          const shade = readableShade(base[`${c}7`], 4.6, base[`${c}1`]);
          return [
            [`${c}7`, shade],
            [`${c}-7`, shade],
          ];
        }),
      ),
    [base],
  );
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
        ...tagTexts,
        // The navbar's size control: large text for those who need it, on every antd screen.
        ...(size === 'large' ? { fontSize: 16 } : {}),
        // Dialogs, drop-downs and menus open without sliding or zooming for those who ask for less motion.
        motion: !lessMotion,
      },
      components: {
        Button: { colorPrimary: readable, colorPrimaryHover: readable, colorPrimaryActive: readable },
        Tabs: { itemSelectedColor: readable, itemActiveColor: readable },
        Menu: { itemSelectedColor: readable },
        Pagination: { itemActiveColor: readable },
      },
    };
  }, [theme, size, tagTexts, lessMotion]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} componentSize={ANTD_SIZES[size]} theme={tokens}>
      {children ?? <Outlet />}
    </ConfigProvider>
  );
}
