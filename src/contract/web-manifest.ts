import { GROUP_NAME } from './constants';

/** The theme colour of the specification (section 9): the phone's title bar takes it. */
export const THEME_COLOUR = '#1890ff';

/**
 * The web app manifest: what a phone needs to install the app (its name, icons of the sizes it asks for,
 * a maskable one for round launchers, the colour of its title bar). The name is the system's, as the
 * sysConfig dictionary names it.
 */
export function webManifest(systemName: string | undefined) {
  const name = systemName?.trim() || `${GROUP_NAME}党建管理系统`;
  return {
    name,
    short_name: name.length > 12 ? name.replace(/管理系统$/, '') : name,
    lang: 'zh-CN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
