import { Alert, Button, Card, Form, Space, Spin } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { DetailRecord, ResourceRecord } from '@/api/resource';
import type { EntityDef, FieldDef } from '@/contract/resource';
import { useEntityAccess, type EntityAccess } from './access';
import { AccessoryList } from './accessory-list';
import { DetailForm } from './detail-form';
import { DetailView } from './detail-view';
import { initialValues } from './form-values';
import { resolveSections, type DetailSection } from './sections';
import { StaleDialog } from './stale-dialog';
import { useResourceText } from './texts';
import { useResourceRecord } from './use-resource-record';
import { useSaveRecord } from './use-save-record';
import './resource.css';

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
}

/** The generic detail of an entity: view and edit with the contract's checks, warnings, accessories, the stale-version offer. */
export function ResourceDetail(props: ResourceDetailProps) {
  const { entity, id, startInEdit, defaults, sections, derive, viewRender, recordTitle, actions, summary, children, onSaved, onBack } = props;
  const { t, label } = useResourceText();
  const access = useEntityAccess(entity);
  const [form] = Form.useForm();
  const { record, setRecord, loading, failed, reload } = useResourceRecord(entity.name, id);
  const [editing, setEditing] = useState(id === undefined || !!startInEdit);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const resolved = useMemo(() => resolveSections(entity, sections), [entity, sections]);

  useEffect(() => setEditing(id === undefined || !!startInEdit), [id, startInEdit]);
  useEffect(() => {
    if (!editing || (id !== undefined && !record)) return;
    const start = initialValues(entity, record, defaults);
    form.resetFields();
    form.setFieldsValue(start);
    setValues(start);
  }, [editing, record, id, entity, form]); // eslint-disable-line react-hooks/exhaustive-deps

  const { save, saving, stale, closeStale } = useSaveRecord(entity, form, (saved, created) => {
    onSaved?.(saved, created);
    if (!created) {
      setEditing(false);
      reload();
    }
  });

  const ctx: DetailContext = { record, access, editing, reload };
  const title = record
    ? (recordTitle?.(record) ?? String(record[entity.titleField] ?? '')) || label(entity.label)
    : t('newTitle', { entity: label(entity.label) });
  const derived = derive ? derive(values) : {};

  if (loading && !record) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (failed || (id !== undefined && !record)) return <Alert type="error" showIcon title={t('notFound')} action={onBack && <Button onClick={onBack}>{t('back')}</Button>} />;

  const header = (
    <div className="resource-detail-header">
      <h3>{title}</h3>
      <Space wrap>
        {actions?.(ctx)}
        {editing ? (
          <>
            <Button onClick={() => (record ? setEditing(false) : onBack?.())}>{t('cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => form.submit()}>
              {t('save')}
            </Button>
          </>
        ) : (
          access.write && (
            <Button type="primary" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          )
        )}
        {onBack && <Button onClick={onBack}>{t('back')}</Button>}
      </Space>
    </div>
  );

  return (
    <div className="resource-detail" data-entity={entity.name}>
      <Card size="small">{header}</Card>
      {record?.warnings && record.warnings.length > 0 && (
        <Alert type="warning" showIcon title={t('warnings')} description={<ul className="resource-warnings">{record.warnings.map((w) => <li key={w}>{w}</li>)}</ul>} />
      )}
      {summary?.(ctx)}
      <Card size="small">
        {editing ? (
          <DetailForm
            name={entity.name}
            form={form}
            sections={resolved}
            record={record}
            derived={derived}
            onValuesChange={setValues}
            onFinish={(v) => void save(v, record && { id: record.id, version: record.version })}
          />
        ) : (
          record && <DetailView sections={resolved} record={record} render={viewRender} />
        )}
      </Card>
      {children?.(ctx)}
      {entity.accessories && (
        <Card size="small" title={t('accessories')}>
          {record ? (
            <AccessoryList entity={entity.name} recordId={record.id} items={record.accessories ?? []} canWrite={access.write} onChange={(accessories) => setRecord({ ...record, accessories })} />
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
