import { Suspense, useContext } from 'react';
import { MemberPanelsContext } from './member-panels-context';
import { Panel } from './panel';
import { useAppSelector } from '@/store/hooks';

/** A member's own home: the panels of every area that offers one, in order. */
export function MemberPanels() {
  const panels = useContext(MemberPanelsContext);
  const language = useAppSelector((s) => s.app.language);
  if (!panels.length) return null;
  return (
    <div className="member-panels">
      {[...panels]
        .sort((a, b) => a.order - b.order)
        .map(({ key, title, Component }) => (
          <Panel key={key} title={title[language] || title.zh} data-panel={key} className="member-panel">
            <Suspense fallback={<div aria-busy="true" style={{ minHeight: 48 }} />}>
              <Component />
            </Suspense>
          </Panel>
        ))}
    </div>
  );
}
