import { Card } from 'antd';
import { createContext, Suspense, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { Labels } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';

/**
 * What an area offers a member on their own home (role value '1', no sidebar): their fee record, their
 * studies, make-up studies, exams, votes. Each area adds one panel to src/app/member-panels.ts; the
 * home shows them in order, each loaded on demand.
 */
export interface MemberPanel {
  key: string;
  title: Labels;
  order: number;
  Component: LazyExoticComponent<ComponentType>;
}

export const MemberPanelsContext = createContext<MemberPanel[]>([]);

export function MemberPanels() {
  const panels = useContext(MemberPanelsContext);
  const language = useAppSelector((s) => s.app.language);
  if (!panels.length) return null;
  return (
    <div className="member-panels">
      {[...panels]
        .sort((a, b) => a.order - b.order)
        .map(({ key, title, Component }) => (
          <Card key={key} size="small" title={title[language] || title.zh} data-panel={key} style={{ marginBottom: 16 }}>
            <Suspense fallback={<div aria-busy="true" style={{ minHeight: 48 }} />}>
              <Component />
            </Suspense>
          </Card>
        ))}
    </div>
  );
}
