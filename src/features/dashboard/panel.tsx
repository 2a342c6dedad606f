import type { ReactNode } from 'react';

/** A titled box of the dashboards; plain markup keeps the first screen after sign-in light. */
export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`dashboard-panel ${className}`} aria-label={title}>
      <h3 className="dashboard-panel-title">{title}</h3>
      <div className="dashboard-panel-body">{children}</div>
    </section>
  );
}

export function Nothing({ text }: { text: string }) {
  return <p className="dashboard-nothing">{text}</p>;
}
