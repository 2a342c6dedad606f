import { Suspense, useContext } from 'react';
import { MemberPanelsContext } from '@/components/member-panels-context';
import { useAppSelector } from '@/store/hooks';

/**
 * What an area offers a member (src/app/member-panels.ts), shown by its key on a member's screen: the
 * areas' own panels, without this feature importing them.
 */
export function AreaPanel({ panel, heading = 'h2' }: { panel: string; heading?: 'h1' | 'h2' }) {
  const panels = useContext(MemberPanelsContext);
  const language = useAppSelector((s) => s.app.language);
  const found = panels.find((p) => p.key === panel);
  if (!found) return null;
  const Heading = heading;
  const { Component } = found;
  return (
    <section className="my-card my-area" aria-labelledby={`panel-${panel}`}>
      <Heading id={`panel-${panel}`}>{found.title[language] || found.title.zh}</Heading>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: 48 }} />}>
        <Component />
      </Suspense>
    </section>
  );
}
