import { Card, Image, Timeline } from 'antd';
import type { HistoryEntry } from '@/api/resource';
import type { EntityDef } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';
import { useResourceText } from './texts';
import { bracketed, colon } from '@/contract';
import { formatInstant } from '@/utils/zoned-time';

const COLOURS: Record<string, string> = { return: 'red', approve: 'green', issue: 'blue', submit: 'blue' };

/** Every move of a record, oldest first: who, when, from which state to which, the opinion and a signature. */
export function WorkflowTimeline({ entity, history }: { entity: EntityDef; history: HistoryEntry[] }) {
  const { t, label, language } = useResourceText();
  const dictName =
    entity.fields.find((f) => f.name === (entity.workflow?.field ?? entity.distribution?.stateField))?.dict ?? '';
  const states = useAppSelector((s) => s.dictionary.lookup[dictName]) ?? {};
  const moveLabel = (action: string) => {
    const m =
      entity.workflow?.moves.find((x) => x.action === action) ??
      entity.workflow?.events?.find((x) => x.action === action);
    return m ? label(m.label) : action === 'issue' ? t('issue') : action;
  };
  if (!history.length) return null;
  return (
    <Card size="small" title={t('history')} data-testid="workflow-timeline">
      <Timeline
        items={history.map((h) => ({
          color: COLOURS[h.action] ?? 'gray',
          content: (
            <div>
              <strong>{moveLabel(h.action)}</strong>
              <span className="muted">
                {' '}
                {h.fromState ? `${states[h.fromState] ?? h.fromState} → ` : ''}
                {states[h.toState] ?? h.toState}
              </span>
              <div className="muted">
                {formatInstant(h.at)} · {h.accountName ?? ''} {h.orgName ? bracketed(language, h.orgName).trim() : ''}
              </div>
              {h.opinion && (
                <div className="workflow-opinion">
                  {t('opinion')}
                  {colon(language)}
                  {h.opinion}
                </div>
              )}
              {h.signature && <Image src={h.signature} alt={t('signature')} height={60} preview={false} />}
            </div>
          ),
        }))}
      />
    </Card>
  );
}
