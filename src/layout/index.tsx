import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeSideBar } from '@/store/app-slice';
import { selectIsMemberView } from '@/store/selectors';
import AppMain from './components/AppMain';
import Navbar from './components/Navbar';
import Sidebar from './components/Sidebar';
import TagsView from './components/TagsView';
import { useResizeHandler } from './use-resize-handler';
import './layout.css';

// The settings panel loads when it is first opened: most days nobody opens it.
const Settings = lazy(() => import('./components/Settings'));

/** The frame of every signed-in screen (vue-element-admin's layout/index.vue). */
export default function Layout() {
  useResizeHandler();
  const dispatch = useAppDispatch();
  const { sidebar, device, size } = useAppSelector((s) => s.app);
  const { tagsView, fixedHeader, showSettings } = useAppSelector((s) => s.settings);
  const memberView = useAppSelector(selectIsMemberView);
  // Once opened it stays mounted, so that closing it slides it out.
  const [settingsLoaded, setSettingsLoaded] = useState(showSettings);
  if (showSettings && !settingsLoaded) setSettingsLoaded(true);
  const classes = [
    'app-wrapper',
    memberView ? 'no-left-panel' : sidebar.opened ? 'openSidebar' : 'hideSidebar',
    sidebar.withoutAnimation ? 'withoutAnimation' : '',
    device === 'mobile' ? 'mobile' : '',
    // The navbar's size control: member screens scale their text by it.
    `size-${size}`,
  ].join(' ');

  return (
    <div className={classes} data-testid="app-wrapper">
      {device === 'mobile' && sidebar.opened && !memberView && (
        <div className="drawer-bg" onClick={() => dispatch(closeSideBar({ withoutAnimation: false }))} />
      )}
      {!memberView && <Sidebar />}
      <div className={`main-container ${tagsView ? 'hasTagsView' : ''}`}>
        <div className={fixedHeader ? 'fixed-header' : ''}>
          <Navbar />
          {tagsView && <TagsView />}
        </div>
        <AppMain />
        {settingsLoaded && (
          <Suspense fallback={null}>
            <Settings />
          </Suspense>
        )}
      </div>
    </div>
  );
}
