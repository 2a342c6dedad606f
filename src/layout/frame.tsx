import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeSideBar } from '@/store/app-slice';
import AppMain from './components/AppMain';
import TagsView from './components/TagsView';
import { useResizeHandler } from './use-resize-handler';
import './layout.css';

export interface FrameParts {
  /** The left panel; none for an ordinary member. */
  sidebar?: ReactNode;
  navbar: ReactNode;
  /** The settings panel, loaded when the navbar first opens it: most days nobody does. */
  Settings: ComponentType;
}

/**
 * What every signed-in screen sits in (vue-element-admin's layout/index.vue): the wrapper's classes, the
 * navbar and tag bar above the main area, the settings panel. The clerk's frame and the member's light one
 * differ only in the parts they pass.
 */
export function Frame({ sidebar, navbar, Settings }: FrameParts) {
  useResizeHandler();
  const dispatch = useAppDispatch();
  const { sidebar: side, device, size } = useAppSelector((s) => s.app);
  const { tagsView, fixedHeader, showSettings } = useAppSelector((s) => s.settings);
  // Once opened it stays mounted, so that closing it slides it out.
  const [settingsLoaded, setSettingsLoaded] = useState(showSettings);
  if (showSettings && !settingsLoaded) setSettingsLoaded(true);
  const classes = [
    'app-wrapper',
    sidebar ? (side.opened ? 'openSidebar' : 'hideSidebar') : 'no-left-panel',
    side.withoutAnimation ? 'withoutAnimation' : '',
    device === 'mobile' ? 'mobile' : '',
    // The navbar's size control: member screens scale their text by it.
    `size-${size}`,
  ].join(' ');

  return (
    <div className={classes} data-testid="app-wrapper">
      {device === 'mobile' && side.opened && sidebar && (
        <div className="drawer-bg" onClick={() => dispatch(closeSideBar({ withoutAnimation: false }))} />
      )}
      {sidebar}
      <div className={`main-container ${tagsView ? 'hasTagsView' : ''}`}>
        <div className={fixedHeader ? 'fixed-header' : ''}>
          {navbar}
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
