import { useEffect } from 'react';
import { useTranslation } from '@/components/use-translation';
import type { TagView } from '@/store/tags-view-slice';

export interface ContextMenuState {
  tag: TagView;
  left: number;
  top: number;
}

interface Props {
  menu: ContextMenuState;
  onRefresh: (tag: TagView) => void;
  onClose: (tag: TagView) => void;
  onCloseOthers: (tag: TagView) => void;
  onCloseAll: (tag: TagView) => void;
  onDismiss: () => void;
}

/** Refresh, close (not for a fixed tag), close others, close all; any click elsewhere dismisses it. */
export function TagsContextMenu({ menu, onRefresh, onClose, onCloseOthers, onCloseAll, onDismiss }: Props) {
  const { t } = useTranslation();
  useEffect(() => {
    const dismiss = () => onDismiss();
    document.addEventListener('click', dismiss);
    return () => document.removeEventListener('click', dismiss);
  }, [onDismiss]);
  const item = (label: string, action: (tag: TagView) => void) => (
    <li role="menuitem" tabIndex={-1} onClick={() => (action(menu.tag), onDismiss())}>
      {label}
    </li>
  );
  return (
    <ul className="contextmenu" role="menu" aria-label="tag actions" style={{ left: menu.left, top: menu.top }}>
      {item(t('tagsView.refresh'), onRefresh)}
      {!menu.tag.affix && item(t('tagsView.close'), onClose)}
      {item(t('tagsView.closeOthers'), onCloseOthers)}
      {item(t('tagsView.closeAll'), onCloseAll)}
    </ul>
  );
}
