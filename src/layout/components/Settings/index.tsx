import { Drawer, Switch } from 'antd';
import { useTranslation } from '@/components/use-translation';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { changeSetting, type SettingsState } from '@/store/settings-slice';
import { delAllViews } from '@/store/tags-view-slice';
import { ThemePicker } from './theme-picker';

type Toggle = 'tagsView' | 'fixedHeader' | 'sidebarLogo';
const TOGGLES: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];

/** The settings panel: theme colour, tags view, fixed header, sidebar logo. Closed until the navbar opens it. */
export default function Settings() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const settings = useAppSelector((s) => s.settings);
  const set = <K extends keyof SettingsState>(key: K, value: SettingsState[K]) => {
    dispatch(changeSetting({ key, value } as Parameters<typeof changeSetting>[0]));
    // Without the tag bar nothing could close a kept screen again, so none stay kept.
    if (key === 'tagsView' && value === false) dispatch(delAllViews());
  };

  return (
    <Drawer
      open={settings.showSettings}
      title={t('settings.title')}
      size={280}
      onClose={() => set('showSettings', false)}
    >
      <div className="drawer-item">
        <span>{t('settings.theme')}</span>
        <ThemePicker value={settings.theme} label={t('settings.theme')} onChange={(color) => set('theme', color)} />
      </div>
      {TOGGLES.map((key) => (
        <div className="drawer-item" key={key}>
          <span id={`setting-${key}`}>{t(`settings.${key}`)}</span>
          <Switch aria-labelledby={`setting-${key}`} checked={settings[key]} onChange={(on) => set(key, on)} />
        </div>
      ))}
    </Drawer>
  );
}
