import { Alert, Button, Card, Form, Popconfirm, Space, Spin } from 'antd';
import { toastError, toastSuccess } from '@/api/notify';
import { resourceApi } from '@/api/resource';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DetailRecord, ResourceRecord } from '@/api/resource';
import type { EntityDef, FieldDef } from '@/contract/resource';
import { wordIn } from '@/contract/messages';
import { useEntityAccess, type EntityAccess } from './access';
import { AccessoryList } from './accessory-list';
import { DetailForm, type CustomInput } from './detail-form';
import { DetailView } from './detail-view';
import { initialValues } from './form-values';
import { useReveal } from './reveal';
import { DocumentMenu } from './document-menu';
import { resolveSections, type DetailSection } from './sections';
import { StaleDialog } from './stale-dialog';
import { useResourceText } from './texts';
import { useResourceRecord } from './use-resource-record';
import { useSaveRecord } from './use-save-record';
import { IssueButton } from './issue-button';
import { WorkflowActions, type MoveExtra } from './workflow-actions';
import { WorkflowTimeline } from './workflow-timeline';
import { isEditable, isUnsent } from './workflow-state';
import type { WorkflowMove } from '@/contract/resource';
import './resource.css';

/** Starting values of a new record for fields kept out of the form (set by the screen, not typed). */
const hiddenDefaults = (entity: EntityDef, defaults: Record<string, unknown> = {}) =>
  Object.fromEntries(
    entity.fields
      .filter((f) => f.hiddenInForm && !f.derived && f.name in defaults)
      .map((f) => [f.name, defaults[f.name]]),
  );

export interface DetailContext {
  record?: DetailRecord;
  access: EntityAccess;
  editing: boolean;
  reload: () => void;
}

export interface ResourceDetailProps {
  entity: EntityDef;
  /** The record to show; none for a new one. */
  id?: number;
  startInEdit?: boolean;
  /** Starting values of a new record (e.g. the organisation chosen on the list). */
  defaults?: Record<string, unknown>;
  sections?: DetailSection[];
  /** Derived values computed live from what the user types. */
  derive?: (values: Record<string, unknown>) => Record<string, unknown>;
  viewRender?: Record<string, (record: DetailRecord, field: FieldDef) => ReactNode>;
  /** The heading of a loaded record when its title field alone says too little (a term number). */
  recordTitle?: (record: DetailRecord) => string;
  /** Header buttons a screen adds (state transitions, links). */
  actions?: (ctx: DetailContext) => ReactNode;
  /** What a screen shows above the fields (a stage timeline, a status path). */
  summary?: (ctx: DetailContext) => ReactNode;
  /** What a screen shows below the fields (related lists). */
  children?: (ctx: DetailContext) => ReactNode;
  onSaved?: (record: ResourceRecord, created: boolean) => void;
  onBack?: () => void;
  /** What a workflow move asks for beyond the opinion (a score, a signature), and when it may be sent. */
  moveExtra?: (move: WorkflowMove, ctx: MoveExtra, record: DetailRecord) => ReactNode;
  moveReady?: (move: WorkflowMove, values: Record<string, unknown>) => boolean;
  /** Hide the receipts table of a sent record (a screen that shows its own). */
  hideReceipts?: boolean;
  /** Offer Delete on the record (a drawer without a list row to delete from). */
  onDeleted?: () => void;
  /** Fields that do not apply to the values as they stand (a rule's fields on a plain setting): not shown, not sent. */
  hiddenFields?: (values: Record<string, unknown>) => string[];
  /** Moves a screen offers in its own panel (a review with scores and a signature), not as header buttons. */
  hideMoves?: string[];
  /** A screen's own form widgets by field name ('hidden': kept and sent, set by another widget). */
  inputs?: Record<string, CustomInput | 'hidden'>;
}

/** A move the caller may make now that carries its own privilege answers with files too (a rectification's evidence). */
const answersWithFiles = (entity: EntityDef, record: DetailRecord) =>
  (entity.workflow?.moves ?? []).some(
    (m) => m.privilege && m.privilege !== entity.privileges.write && record.moves?.includes(m.action),
  );

/**
 * The generic detail of an entity: view and edit with the contract's checks, warnings, accessories, the
 * stale-version offer. This one is without the receipts of a sent record: what a drawer beside a list shows. The receipts
 * are a list of their own (`resource-detail.tsx` adds them), which a list's drawer must not import back.
 */
export function DetailCore(props: ResourceDetailProps) {
  const {
    entity,
    id,
    startInEdit,
    defaults,
    sections,
    derive,
    viewRender,
    recordTitle,
    actions,
    summary,
    children,
    onSaved,
    onBack,
    moveExtra,
    moveReady,
    onDeleted,
    hiddenFields,
    hideMoves,
    inputs,
  } = props;
  const { t, label, language } = useResourceText();
  const access = useEntityAccess(entity);
  const [form] = Form.useForm();
  const { record, setRecord, loading, failed, reload } = useResourceRecord(entity.name, id);
  const [editing, setEditing] = useState(id === undefined || !!startInEdit);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const reveal = useReveal(entity, record);
  // The form starts from the values revealed so far (read when it starts, not a reason to start again).
  const latestRevealed = useRef(reveal.values);
  useEffect(() => {
    latestRevealed.current = reveal.values;
  });
  const allSections = useMemo(() => resolveSections(entity, sections ?? entity.sections), [entity, sections]);

  useEffect(() => setEditing(id === undefined || !!startInEdit), [id, startInEdit]);
  // Screens pass their defaults inline: the form starts from the latest ones without resetting on each render.
  const latestDefaults = useRef(defaults);
  useEffect(() => {
    latestDefaults.current = defaults;
  });
  useEffect(() => {
    if (!editing || (id !== undefined && !record)) return;
    const start = { ...initialValues(entity, record, latestDefaults.current), ...latestRevealed.current };
    form.resetFields();
    form.setFieldsValue(start);
    setValues(start);
  }, [editing, record, id, entity, form]);

  const { save, saving, stale, closeStale } = useSaveRecord(entity, form, (saved, created) => {
    onSaved?.(saved, created);
    if (!created) {
      // The saved version at once (a move made right after the save must not send the one before it),
      // the rest of the detail (history, accessories) when the reload comes back (one request with the
      // refetch the save's tag asks for).
      setRecord((shown) => (shown ? { ...shown, ...saved } : saved));
      setEditing(false);
      reload();
    }
  });

  const ctx: DetailContext = { record, access, editing, reload };
  const title = record
    ? (recordTitle?.(record) ?? String(record[entity.titleField] ?? '')) || label(entity.label)
    : t('newTitle', { entity: label(entity.label) });
  const derived = derive ? derive(values) : {};
  const hidden = new Set(hiddenFields?.(editing ? values : (record ?? {})) ?? []);
  const resolved = hidden.size
    ? allSections
        .map((sec) => ({ ...sec, fields: sec.fields.filter((f) => !hidden.has(f.name)) }))
        .filter((sec) => sec.fields.length > 0)
    : allSections;

  if (loading && !record) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (failed || (id !== undefined && !record))
    return (
      <Alert
        type="error"
        showIcon
        title={t('notFound')}
        action={onBack && <Button onClick={onBack}>{t('back')}</Button>}
      />
    );

  const header = (
    <div className="resource-detail-header">
      <h3>{title}</h3>
      <Space wrap role="group" aria-label={t('actions')}>
        {actions?.(ctx)}
        {record && !editing && <DocumentMenu entity={entity.name} record={record} />}
        {record && !editing && entity.workflow && (
          <WorkflowActions
            entity={entity}
            record={hideMoves ? { ...record, moves: record.moves?.filter((m) => !hideMoves.includes(m)) } : record}
            onDone={() => reload()}
            extra={moveExtra && ((m, c) => moveExtra(m, c, record))}
            ready={moveReady}
          />
        )}
        {record && !editing && entity.distribution && access.write && isUnsent(entity, record) && (
          <IssueButton entity={entity} record={record} onDone={reload} />
        )}
        {editing ? (
          <>
            <Button onClick={() => (record ? setEditing(false) : onBack?.())}>{t('cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              {t('save')}
            </Button>
          </>
        ) : (
          access.write &&
          isEditable(entity, record) && (
            <Button type="primary" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          )
        )}
        {record && !editing && onDeleted && access.write && isEditable(entity, record) && isUnsent(entity, record) && (
          <Popconfirm
            title={t('deleteConfirm')}
            okText={t('delete')}
            cancelText={t('cancel')}
            onConfirm={() =>
              resourceApi
                .remove(entity.name, record.id, record.version)
                .then(() => (toastSuccess(t('deleted')), onDeleted()))
                .catch((e: Error) => toastError(e.message))
            }
          >
            <Button danger>{t('delete')}</Button>
          </Popconfirm>
        )}
        {onBack && <Button onClick={onBack}>{t('back')}</Button>}
      </Space>
    </div>
  );

  return (
    <div className="resource-detail" data-entity={entity.name}>
      <Card size="small">{header}</Card>
      {record?.warnings && record.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('warnings')}
          description={
            <ul className="resource-warnings">
              {record.warnings
                .map((w) => wordIn(w, language))
                .map((text) => (
                  <li key={text}>{text}</li>
                ))}
            </ul>
          }
        />
      )}
      {summary?.(ctx)}
      <Card size="small">
        {editing ? (
          <DetailForm
            name={entity.name}
            title={title}
            form={form}
            sections={resolved}
            record={record}
            derived={derived}
            onValuesChange={setValues}
            // A new record keeps the screen's starting values of fields the form does not show (a task's type).
            inputs={inputs}
            reveal={reveal}
            onFinish={(v) =>
              void save(
                record ? v : { ...hiddenDefaults(entity, defaults), ...v },
                record && { id: record.id, version: record.version },
              )
            }
          />
        ) : (
          record && <DetailView sections={resolved} record={record} render={viewRender} reveal={reveal} />
        )}
      </Card>
      {children?.(ctx)}
      {record?.history && <WorkflowTimeline entity={entity} history={record.history} />}
      {entity.accessories && (
        <Card size="small" title={t('accessories')}>
          {record ? (
            <AccessoryList
              entity={entity.name}
              recordId={record.id}
              items={record.accessories ?? []}
              canWrite={(access.write && isEditable(entity, record)) || answersWithFiles(entity, record)}
              onChange={(accessories) => setRecord({ ...record, accessories })}
            />
          ) : (
            <span className="muted">{t('saveFirst')}</span>
          )}
        </Card>
      )}
      <StaleDialog
        open={stale}
        onKeep={closeStale}
        onReload={() => {
          closeStale();
          reload();
        }}
      />
    </div>
  );
}
