import { Alert, Card, Select, Space, Spin } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import type { CalendarItem } from '@/api/calendar';
import { agendaItemEntity } from '@/contract/resource';
import { ResourceDrawer, type DrawerTarget } from '@/components/resource';
import { useCallQuery } from '@/store/use-call';
import { agendaLeaders } from '@/contract/calls/schedule';
import { bracketed } from '@/contract';
import { useAppSelector } from '@/store/hooks';
import { AgendaCalendar } from './agenda-calendar';
import { scheduleText } from './texts';
import { useAgenda } from './use-agenda';

const idIn = (link: string) => Number(new URL(link, 'http://x').searchParams.get('id'));

/** ManagerAgendaIndex: the agendas of the leaders a grant lets the caller see, kept by the clerks it lets keep them. */
export default function LeaderAgendaPage() {
  const language = useAppSelector((s) => s.app.language);
  const t = (k: Parameters<typeof scheduleText>[0]) => scheduleText(k, language);
  const leaders = useCallQuery(agendaLeaders, undefined);
  const [leaderId, setLeaderId] = useState<number | null>(null);
  useEffect(() => {
    if (leaderId === null && leaders.data?.length) setLeaderId(leaders.data[0].id);
  }, [leaders.data, leaderId]);
  const leader = leaders.data?.find((l) => l.id === leaderId);
  const agenda = useAgenda({ id: leaderId });
  const [drawer, setDrawer] = useState<(DrawerTarget & { defaults?: Record<string, unknown> }) | null>(null);
  const open = (item: CalendarItem) => setDrawer({ id: idIn(item.link), edit: false });
  const create = (day: Dayjs) =>
    setDrawer({
      edit: true,
      defaults: {
        leaderId,
        startAt: day.hour(9).minute(0).second(0).toISOString(),
        endAt: day.hour(10).minute(0).second(0).toISOString(),
      },
    });

  if (leaders.data && !leaders.data.length) return <Alert type="info" showIcon title={t('noLeaders')} />;
  return (
    <Card size="small" data-testid="leader-agenda">
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('leader')}</span>
        <Select
          aria-label={t('leader')}
          style={{ width: 260 }}
          placeholder={t('pickLeader')}
          value={leaderId ?? undefined}
          onChange={setLeaderId}
          options={(leaders.data ?? []).map((l) => ({
            value: l.id,
            label: l.post ? `${l.name}${bracketed(language, l.post)}` : l.name,
          }))}
        />
      </Space>
      {leader && !leader.canKeep && <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 12 }} />}
      <Spin spinning={agenda.loading || leaders.isFetching}>
        <AgendaCalendar
          items={agenda.items}
          date={agenda.date}
          view={agenda.view}
          onDate={agenda.setDate}
          onView={agenda.setView}
          onOpen={open}
          onNew={leader?.canKeep ? create : undefined}
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
