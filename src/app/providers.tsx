import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setCurrentLanguage } from '@/locales';
import { setRequestLanguage } from '@/api/request-language';
import { useMenuLanguage } from './use-menu-language';
import { themeShades } from '@/utils/theme-shades';
import { useAppSelector } from '@/store/hooks';
import type { AppStore } from '@/store';
import { MemberPanelsContext } from '@/components/member-panels-context';
import { MEMBER_PANELS } from './member-panels';
import { readableShade } from './readable-colour';

function LanguageAndTheme({ children }: { children: ReactNode }) {
  const language = useAppSelector((s) => s.app.language);
  const theme = useAppSelector((s) => s.settings.theme);
  // Before the children render, so that texts read outside hooks (route titles) match.
  setCurrentLanguage(language);
  setRequestLanguage(language);
  useMenuLanguage(language);
  useEffect(() => {
    document.documentElement.lang = language === 'zh' ? 'zh-CN' : language;
  }, [language]);
  useEffect(() => {
    // The theme colour and its shades as CSS variables, for what antd's tokens do not reach.
    const style = document.documentElement.style;
    const shades = themeShades(theme);
    style.setProperty('--theme-color', theme);
    shades.lighter.forEach((c, i) => style.setProperty(`--theme-light-${i + 1}`, c));
    style.setProperty('--theme-dark-1', shades.darker);
    // The shade that reads as text on white, and under white text (WCAG AA).
    style.setProperty('--theme-readable', readableShade(theme));
  }, [theme]);
  return <>{children}</>;
}

/** The store and the language for everything below; antd's own settings live in the AntdShell route. */
export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LanguageAndTheme>
        <MemberPanelsContext.Provider value={MEMBER_PANELS}>{children}</MemberPanelsContext.Provider>
      </LanguageAndTheme>
    </Provider>
  );
}
