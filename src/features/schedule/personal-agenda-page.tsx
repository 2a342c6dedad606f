import { Card, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CalendarItem } from '@/api/calendar';
import { agendaItemEntity } from '@/contract/resource';
import { ResourceDrawer, useEntityAccess, type DrawerTarget } from '@/components/resource';
import { AgendaCalendar } from './agenda-calendar';
import { useAgenda } from './use-agenda';

const idIn = (link: string) => Number(new URL(link, 'http://x').searchParams.get('id'));

/** PersonalAgendaIndex: one's own entries and every obligation the system knows, month or week, with lunar dates. */
export default function PersonalAgendaPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const access = useEntityAccess(agendaItemEntity);
  const agenda = useAgenda();
  const opened = Number(params.get('id'));
  const [drawer, setDrawer] = useState<(DrawerTarget & { defaults?: Record<string, unknown> }) | null>(
    opened ? { id: opened, edit: false } : null,
  );
  const open = (item: CalendarItem) =>
    item.kind === 'agenda' ? setDrawer({ id: idIn(item.link), edit: false }) : navigate(item.link);
  const create = (day: Dayjs) =>
    setDrawer({
      edit: true,
      defaults: {
        startAt: day.hour(9).minute(0).second(0).toISOString(),
        endAt: day.hour(10).minute(0).second(0).toISOString(),
      },
    });
  return (
    <Card size="small" data-testid="personal-agenda">
      <Spin spinning={agenda.loading}>
        <AgendaCalendar
          items={agenda.items}
          date={agenda.date}
          view={agenda.view}
          onDate={agenda.setDate}
          onView={agenda.setView}
          onOpen={open}
          onNew={access.write ? create : undefined}
        />
      </Spin>
      {drawer && (
        <ResourceDrawer
          entity={agendaItemEntity}
          target={drawer}
          defaults={drawer.defaults}
          onClose={() => setDrawer(null)}
          onSaved={agenda.reload}
        />
      )}
    </Card>
  );
}
