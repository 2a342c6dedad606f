import type { HTMLAttributes, ReactNode } from 'react';
import './panel.css';

/** A titled box of the home screens; plain markup keeps the first screen after sign-in light (no antd Card and its tabs). */
export function Panel({
  title,
  children,
  className = '',
  ...rest
}: { title: string; children: ReactNode; className?: string } & Omit<HTMLAttributes<HTMLElement>, 'title'>) {
  return (
    <section {...rest} className={`box-panel ${className}`} aria-label={title}>
      <h3 className="box-panel-title">{title}</h3>
      <div className="box-panel-body">{children}</div>
    </section>
  );
}
