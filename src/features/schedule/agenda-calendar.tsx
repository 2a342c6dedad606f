import { Button, Calendar, Segmented, Space, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { CalendarItem } from '@/api/calendar';
import { calendarItemText } from '@/contract';
import { useAppSelector } from '@/store/hooks';
import { lunarOf } from '@/utils/lunar';
import { KIND_COLOURS, scheduleText } from './texts';
import './schedule.css';
import { todayInGroupZone } from '@/utils/zoned-time';

export type AgendaView = 'month' | 'week';

interface Props {
  items: CalendarItem[];
  date: Dayjs;
  view: AgendaView;
  onDate: (d: Dayjs) => void;
  onView: (v: AgendaView) => void;
  onOpen: (item: CalendarItem) => void;
  onNew?: (day: Dayjs) => void;
}

/**
 * A day's items: one's own agenda entries first (the feed's obligations after them, each in the feed's
 * order), so that an entry just made is among those a crowded day of the month still shows.
 */
const onDay = (items: CalendarItem[], day: string) => {
  const held = items.filter((i) => i.date <= day && (i.end ?? i.date) >= day);
  return [...held.filter((i) => i.kind === 'agenda'), ...held.filter((i) => i.kind !== 'agenda')];
};

/** The range a view shows, padded to whole weeks: what to ask the feed for. */
export function rangeOf(date: Dayjs, view: AgendaView): { from: string; to: string } {
  const start = view === 'week' ? date.startOf('week') : date.startOf('month').startOf('week');
  const end = view === 'week' ? date.endOf('week') : date.endOf('month').endOf('week');
  return { from: start.format('YYYY-MM-DD'), to: end.format('YYYY-MM-DD') };
}

function DayCell({
  day,
  items,
  onOpen,
  compact,
  onMore,
}: {
  day: Dayjs;
  items: CalendarItem[];
  onOpen: Props['onOpen'];
  compact?: boolean;
  /** Where "n more" leads: the week of the day, which shows every entry. */
  onMore?: (day: Dayjs) => void;
}) {
  const language = useAppSelector((s) => s.app.language);
  const lunar = lunarOf(day.toDate());
  const festive = lunar.festivals.length > 0 || Boolean(lunar.solarTerm);
  // A day of the month shows two entries and how many more: a third would be cut off by the cell.
  const shown = compact && items.length > 3 ? items.slice(0, 2) : items;
  return (
    <div className="agenda-day" data-date={day.format('YYYY-MM-DD')}>
      <div className={festive ? 'agenda-lunar festive' : 'agenda-lunar'}>{lunar.label}</div>
      {shown.map((i) => (
        <Tooltip
          key={`${i.kind}-${i.link}-${i.title}`}
          title={`${i.time ? `${i.time} ` : ''}${calendarItemText(i, language, true)}`}
        >
          <Tag
            className="agenda-item"
            role="button"
            color={KIND_COLOURS[i.kind] ?? 'default'}
            onClick={(e) => {
              e.stopPropagation();
              onOpen(i);
            }}
          >
            {i.time ? `${i.time} ` : ''}
            {calendarItemText(i, language)}
          </Tag>
        </Tooltip>
      ))}
      {items.length > shown.length && (
        <Button
          type="link"
          size="small"
          className="agenda-more"
          onClick={(e) => {
            e.stopPropagation();
            onMore?.(day);
          }}
        >
          {scheduleText('more', language, { n: items.length - shown.length })}
        </Button>
      )}
    </div>
  );
}

/** A month or week calendar with lunar dates and festivals, the feed's items on their days. */
export function AgendaCalendar({ items, date, view, onDate, onView, onOpen, onNew }: Props) {
  const language = useAppSelector((s) => s.app.language);
  const t = (k: Parameters<typeof scheduleText>[0]) => scheduleText(k, language);
  const header = (
    <Space wrap className="agenda-header">
      <Button onClick={() => onDate(date.subtract(1, view))}>‹</Button>
      <strong>
        {view === 'month'
          ? date.format('YYYY-MM')
          : `${date.startOf('week').format('YYYY-MM-DD')} ~ ${date.endOf('week').format('MM-DD')}`}
      </strong>
      <Button onClick={() => onDate(date.add(1, view))}>›</Button>
      <Button onClick={() => onDate(dayjs(todayInGroupZone()))}>{t('today')}</Button>
      <Segmented<AgendaView>
        value={view}
        onChange={onView}
        options={[
          { value: 'month', label: t('month') },
          { value: 'week', label: t('week') },
        ]}
      />
      {onNew && (
        <Button type="primary" onClick={() => onNew(date)}>
          {t('newItem')}
        </Button>
      )}
    </Space>
  );
  if (view === 'week') {
    const start = date.startOf('week');
    return (
      <div data-testid="agenda-week">
        {header}
        <div className="agenda-week">
          {Array.from({ length: 7 }, (_, i) => start.add(i, 'day')).map((d) => (
            <div
              key={d.format('YYYY-MM-DD')}
              className={d.isSame(dayjs(todayInGroupZone()), 'day') ? 'agenda-week-day today' : 'agenda-week-day'}
              onDoubleClick={() => onNew?.(d)}
            >
              <div className="agenda-week-head">{d.format('MM-DD ddd')}</div>
              <DayCell day={d} items={onDay(items, d.format('YYYY-MM-DD'))} onOpen={onOpen} />
            </div>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div data-testid="agenda-month">
      {header}
      <Calendar
        value={date}
        headerRender={() => null}
        onSelect={(d, info) => {
          onDate(d);
          if (info.source === 'date' && d.isSame(date, 'day')) onNew?.(d);
        }}
        cellRender={(d, info) =>
          info.type === 'date' ? (
            <DayCell
              day={d}
              items={onDay(items, d.format('YYYY-MM-DD'))}
              onOpen={onOpen}
              compact
              onMore={(day) => {
                onDate(day);
                onView('week');
              }}
            />
          ) : (
            info.originNode
          )
        }
      />
    </div>
  );
}
