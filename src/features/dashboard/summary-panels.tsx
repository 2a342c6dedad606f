import { Link } from 'react-router-dom';
import { calendarItemText } from '@/contract';
import type { DashboardSummary } from '@/api/dashboard';
import { useTranslation } from '@/components/use-translation';
import { formatDate } from '@/utils/format-date';
import { Panel } from '@/components/panel';
import { Nothing } from './nothing';

/** To-dos, warnings, latest announcements and today's schedule of the user's subtree. */
export function SummaryPanels({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useTranslation();
  // An entry of a kind the screen knows is worded in the reader's language; any other keeps the server's text.
  const worded = (key: string, fallback: string, values: Record<string, string | number | undefined> = {}) =>
    i18n.exists(key)
      ? Object.entries(values).reduce((text, [name, v]) => text.replace(`{${name}}`, String(v ?? '')), t(key))
      : fallback;
  // A calendar item reads after its kind where its title names only what falls due; the count stands beside it.
  const itemText = (i: { kind: string; title: string; figure?: number }) =>
    calendarItemText({ kind: i.kind, title: i.title, figure: i.figure }, i18n.language);
  const none = <Nothing text={t('dashboard.nothing')} />;
  // A line standing for several organisations' items alike says how many.
  const orgCount = (count = 1) =>
    count > 1 && (
      <span className="todo-count" title={worded('dashboard.orgCount', String(count), { count })}>
        {count}
      </span>
    );
  return (
    <div className="dashboard-panels">
      <Panel title={t('dashboard.todos')}>
        {summary.todos.length === 0 && !summary.upcoming?.length ? (
          none
        ) : (
          <ul className="dashboard-list">
            {summary.todos.map((todo) => (
              <li key={todo.title}>
                <Link to={todo.path}>{worded(`dashboard.todo.${todo.kind}`, todo.title)}</Link>
                <span className="todo-count">{todo.count}</span>
              </li>
            ))}
            {(summary.upcoming ?? []).map((u) => (
              <li key={`${u.kind}-${u.path}-${u.date}-${u.title}`}>
                <Link to={u.path}>{itemText(u)}</Link>
                {orgCount(u.count)}
                <span className="muted">{u.date.slice(5)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('dashboard.warnings')}>
        {summary.warnings.length === 0 ? (
          none
        ) : (
          <ul className="dashboard-list">
            {summary.warnings.map((w) => (
              <li key={w.text} className={`warning-row warning-${w.level}`}>
                {w.path ? (
                  <Link to={w.path}>{worded(`dashboard.warning.${w.kind}`, w.text, w)}</Link>
                ) : (
                  worded(`dashboard.warning.${w.kind}`, w.text, w)
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('dashboard.announcements')}>
        {summary.announcements.length === 0 ? (
          none
        ) : (
          <ul className="dashboard-list">
            {summary.announcements.map((a) => (
              <li key={a.id}>
                <Link to={`/article?id=${encodeURIComponent(a.id)}`} target="_blank">
                  {a.title}
                </Link>
                <span className="muted">{formatDate(a.publishTime)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('dashboard.schedule')}>
        {summary.schedule.length === 0 ? (
          none
        ) : (
          <ul className="dashboard-list">
            {summary.schedule.map((s) => (
              <li key={`${s.path}-${s.title}`}>
                <Link to={s.path}>{itemText(s)}</Link>
                {orgCount(s.count)}
                <span className="muted">{s.time ?? ''}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
