import { CloseOutlined } from '@ant-design/icons';
import { useCallback, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CONTEXT_MENU_WIDTH_PX } from '@/contract';
import { translateRouteTitle } from '@/components/route-title';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { findRoute } from '@/store/static-routes';
import {
  delAllViews,
  delCachedView,
  delOthersViews,
  delView,
  pathAfterClosing,
  type TagView,
} from '@/store/tags-view-slice';
import { TagsContextMenu, type ContextMenuState } from './tags-context-menu';
import './tags-view.css';
import { useTrackVisitedViews } from './use-track-visited-views';

/** The tag bar of visited screens (vue-element-admin's TagsView). */
export default function TagsView() {
  useTrackVisitedViews();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views = useAppSelector((s) => s.tagsView.visitedViews);
  const routes = useAppSelector((s) => s.permission.routes);
  const [menu, setMenu] = useState<ContextMenuState>();
  const currentPath = findRoute(routes, pathname)?.path ?? pathname;
  const isActive = (tag: TagView) => tag.path === currentPath;
  const dismiss = useCallback(() => setMenu(undefined), []);

  const refresh = (tag: TagView) => {
    dispatch(delCachedView(tag.path));
    navigate(`/redirect${tag.fullPath}`, { replace: true });
  };
  const close = (tag: TagView) => {
    dispatch(delView(tag.path));
    if (isActive(tag))
      navigate(
        pathAfterClosing(
          views.filter((v) => v.path !== tag.path),
          tag,
        ),
      );
  };
  const closeOthers = (tag: TagView) => {
    if (!isActive(tag)) navigate(tag.fullPath);
    dispatch(delOthersViews(tag.path));
  };
  const closeAll = (tag: TagView) => {
    const affix = views.filter((v) => v.affix);
    dispatch(delAllViews());
    if (!affix.some((v) => v.path === currentPath)) navigate(pathAfterClosing(affix, tag));
  };
  const openMenu = (event: MouseEvent, tag: TagView) => {
    event.preventDefault();
    const box = (event.currentTarget.closest('.tags-view-container') as HTMLElement).getBoundingClientRect();
    const left = Math.min(event.clientX - box.left + 15, box.width - CONTEXT_MENU_WIDTH_PX);
    setMenu({ tag, left, top: event.clientY - box.top });
  };

  return (
    <div className="tags-view-container" role="navigation" aria-label="tags">
      <div className="tags-view-wrapper">
        {views.map((tag) => (
          <Link
            key={tag.path}
            to={tag.fullPath}
            className={`tags-view-item ${isActive(tag) ? 'active' : ''}`}
            onContextMenu={(e) => openMenu(e, tag)}
            onMouseUp={(e) => e.button === 1 && !tag.affix && close(tag)}
          >
            {translateRouteTitle(tag.title)}
            {!tag.affix && (
              <CloseOutlined
                className="tag-close"
                aria-label={`close ${translateRouteTitle(tag.title)}`}
                onClick={(e) => (e.preventDefault(), e.stopPropagation(), close(tag))}
              />
            )}
          </Link>
        ))}
      </div>
      {menu && (
        <TagsContextMenu
          menu={menu}
          onRefresh={refresh}
          onClose={close}
          onCloseOthers={closeOthers}
          onCloseAll={closeAll}
          onDismiss={dismiss}
        />
      )}
    </div>
  );
}
