import { SettingOutlined } from '@ant-design/icons';
import { ErrorLog } from '@/components/error-log/error-log';
import { useTranslation } from '@/components/use-translation';
import { toggleSideBar } from '@/store/app-slice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsMemberView } from '@/store/selectors';
import { changeSetting } from '@/store/settings-slice';
import { Breadcrumb } from './breadcrumb';
import { Hamburger } from './hamburger';
import { LangSelect } from './lang-select';
import { PartyLinks, usePartySiteLink } from './party-links';
import { SizeSelect } from './size-select';
import { UserDropdown } from './user-dropdown';

export default function Navbar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const opened = useAppSelector((s) => s.app.sidebar.opened);
  const device = useAppSelector((s) => s.app.device);
  const memberView = useAppSelector(selectIsMemberView);
  const partySite = usePartySiteLink();
  const mobile = device === 'mobile';

  return (
    <header className="navbar">
      {!memberView && <Hamburger isActive={opened} onToggle={() => dispatch(toggleSideBar())} />}
      <Breadcrumb />
      <div className="right-menu">
        <ErrorLog />
        {!mobile && <PartyLinks partySite={partySite} />}
        <LangSelect />
        {!mobile && <SizeSelect />}
        <button
          type="button"
          className="right-menu-item icon-button"
          aria-label={t('navbar.settings')}
          onClick={() => dispatch(changeSetting({ key: 'showSettings', value: true }))}
        >
          <SettingOutlined />
        </button>
        <UserDropdown linksInMenu={mobile} partySite={partySite} />
      </div>
    </header>
  );
}
