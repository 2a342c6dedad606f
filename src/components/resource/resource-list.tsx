import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastError, toastSuccess } from '@/api/notify';
import { callsOf, type ResourceRecord } from '@/api/resource';
import type { EntityDef, WorkflowMove } from '@/contract/resource';
import type { CallFailure } from '@/store/call-api';
import { useCallMutation } from '@/store/use-call';
import { useEntityAccess, type EntityAccess } from './access';
import { useEntityRoutes } from './use-entity-routes';
import { ColumnChooser } from './column-chooser';
import { ExportButton } from './export-button';
import { FilterForm } from './filter-form';
import { buildColumns, nestRows, type CellRender, type ExtraColumn } from './list-columns';
import { ResourceDrawer, type DrawerTarget } from './resource-drawer';
import type { ResourceDetailProps } from './detail-core';
import { RowActions } from './row-actions';
import { useResourceText } from './texts';
import { useResourceList, type ListOptions } from './use-resource-list';
import { WorkflowActions, type MoveExtra } from './workflow-actions';
import { isEditable, isUnsent } from './workflow-state';
import './resource.css';

/** What a screen's toolbar may do: the buttons' privileges, reload, and the user's filters. */
export interface ListToolbarContext {
  access: EntityAccess;
  reload: () => void;
  filters: Record<string, unknown>;
  search: (filters: Record<string, unknown>) => void;
  /** The rows ticked on this page (lists with `selectable`). */
  selected: ResourceRecord[];
}

export interface ResourceListProps extends ListOptions {
  entity: EntityDef;
  /** Cell renderers by field name, for what a screen shows differently (coloured tags, links). */
  render?: Record<string, CellRender>;
  columns?: ExtraColumn[];
  rowActions?: (record: ResourceRecord, access: EntityAccess, reload: () => void) => ReactNode;
  toolbar?: (ctx: ListToolbarContext) => ReactNode;
  /** Rows nest under their parent (an organisation tree as a table). */
  treeParent?: string;
  /** Query parameters handed to the detail screen (e.g. the organisation a new row belongs to). */
  detailQuery?: Record<string, string>;
  /** No create, edit or delete here (a progress table inside another record's detail). */
  readOnly?: boolean;
  /** No New here, where the server refuses a new row to this caller (only the issuer adds a quota). */
  noCreate?: boolean;
  /**
   * Rows come by sending (what one's organisations received): no New and no Delete here, while editing
   * and the moves stay; the sending level makes or deletes one by hand elsewhere.
   */
  madeBySending?: boolean;
  /** Only these fields are offered as filters (a progress table: not what every row shares with its parent). */
  filterOnly?: string[];
  /** What the drawer's detail adds, for an entity whose detail opens beside its list. */
  detail?: Partial<ResourceDetailProps>;
  /** The detail route of a row, where rows of one list open under different routes (a to-do list of every task type). */
  detailRoute?: (record: ResourceRecord) => string;
  /** Rows can be ticked for a toolbar action on many at once (mark paid). */
  selectable?: (record: ResourceRecord) => boolean;
  /** What a row's workflow move asks for beyond the opinion, and when it may be sent (as on the detail). */
  moveExtra?: (move: WorkflowMove, ctx: MoveExtra, record: ResourceRecord) => ReactNode;
  moveReady?: (move: WorkflowMove, values: Record<string, unknown>) => boolean;
}

const PAGE_SIZES = ['10', '20', '50', '100', '200'];

/** The generic list of an entity: filters, server paging and sorting, column chooser, export, actions by privilege. */
export function ResourceList({
  entity,
  render,
  columns: extra,
  rowActions,
  toolbar,
  treeParent,
  detailQuery,
  readOnly,
  noCreate,
  madeBySending,
  filterOnly,
  detail,
  detailRoute,
  selectable,
  moveExtra,
  moveReady,
  ...options
}: ResourceListProps) {
  const { t, label } = useResourceText();
  const granted = useEntityAccess(entity);
  const access = readOnly || entity.readOnly ? { ...granted, write: false } : granted;
  const navigate = useNavigate();
  const list = useResourceList(entity, { defaultPageSize: treeParent ? 200 : undefined, ...options });
  const [drawer, setDrawer] = useState<DrawerTarget | null>(null);
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const [selectedIds, setSelectedIds] = useState<React.Key[]>([]);
  // A reload or another page shows other rows: a tick must never act on a row no longer shown.
  useEffect(() => setSelectedIds([]), [list.records]);
  const selected = list.records.filter((r) => selectedIds.includes(r.id));
  const fixed = Object.keys(options.fixedFilters ?? {});
  const filterFields = entity.fields.filter(
    (f) => f.filter && !fixed.includes(f.name) && (!filterOnly || filterOnly.includes(f.name)),
  );

  const routes = useEntityRoutes(entity);
  const open = (id: number | undefined, edit = false, record?: ResourceRecord) => {
    // An entity with no detail screen of its own opens its records beside the list.
    if (!routes || routes.detail === routes.list) return setDrawer({ id, edit });
    const params = new URLSearchParams(detailQuery);
    if (id !== undefined) params.set('id', String(id));
    if (edit) params.set('edit', '1');
    const search = params.toString();
    const route = record && detailRoute ? detailRoute(record) : routes.detail;
    navigate(`${route}${search ? `?${search}` : ''}`);
  };

  // A delete refetches the entity's lists by its tag; a refused one reloads this list to show why.
  const [removeRecord] = useCallMutation(callsOf(entity.name).delete);
  const remove = async (record: ResourceRecord) => {
    try {
      await removeRecord({ id: record.id, version: record.version }).unwrap();
      toastSuccess(t('deleted'));
    } catch (error) {
      toastError((error as CallFailure).message);
      list.reload();
    }
  };

  const all = buildColumns({
    entity,
    label: (f) => label(f.label),
    render,
    extra,
    sort: list.state.sort ?? entity.defaultSort,
  });
  const shown = all.filter((c) => !list.state.hiddenColumns.includes(c.key));
  const actionColumn = {
    key: '__actions',
    title: t('actions'),
    fixed: 'right' as const,
    render: (_: unknown, record: ResourceRecord) => {
      const canWrite = access.write && !entity.appendOnly && isEditable(entity, record) && isUnsent(entity, record);
      return (
        <RowActions
          record={record}
          canWrite={canWrite}
          canDelete={canWrite && !madeBySending}
          onView={() => open(record.id, false, record)}
          onEdit={() => open(record.id, true, record)}
          onDelete={() => void remove(record)}
          extra={
            <>
              {rowActions?.(record, access, list.reload)}
              {entity.workflow && !readOnly && (
                <WorkflowActions
                  entity={entity}
                  record={record}
                  onDone={list.reload}
                  size="small"
                  link
                  extra={moveExtra && ((m, c) => moveExtra(m, c, record))}
                  ready={moveReady}
                />
              )}
            </>
          }
        />
      );
    },
  };

  const rows = useMemo(
    () => (treeParent ? nestRows(list.records, treeParent) : list.records),
    [list.records, treeParent],
  );
  useEffect(() => {
    if (treeParent)
      setExpanded(
        list.records.filter((r) => list.records.some((c) => Number(c[treeParent]) === r.id)).map((r) => r.id),
      );
  }, [list.records, treeParent]);

  const onTableChange = (
    page: { current?: number; pageSize?: number },
    sorter: SorterResult<ResourceRecord> | SorterResult<ResourceRecord>[],
  ) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.order ? String(one.columnKey ?? one.field) : undefined;
    const sort = field ? { field, order: one.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : undefined;
    const sizeChanged = page.pageSize !== undefined && page.pageSize !== list.state.pageSize;
    list.patch({
      pageCurrent: sizeChanged ? 1 : (page.current ?? 1),
      pageSize: page.pageSize ?? list.state.pageSize,
      sort,
    });
  };

  return (
    <div className="resource-list" data-entity={entity.name}>
      <Card size="small" className="resource-filter-card">
        <FilterForm
          name={list.key}
          fields={filterFields}
          values={list.state.filters}
          onSearch={list.search}
          onReset={list.reset}
        />
      </Card>
      <Card size="small">
        <div className="resource-toolbar">
          <Space wrap>
            {access.write && !noCreate && !madeBySending && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => open(undefined, true)}>
                {t('create')}
              </Button>
            )}
            {toolbar?.({ access, reload: list.reload, filters: list.state.filters, search: list.search, selected })}
          </Space>
          <Space wrap>
            {access.export && (
              <ExportButton entity={entity.name} query={{ filters: list.query.filters, sort: list.query.sort }} />
            )}
            <ColumnChooser
              columns={all}
              hidden={list.state.hiddenColumns}
              onChange={(hiddenColumns) => list.patch({ hiddenColumns })}
            />
            <Button icon={<ReloadOutlined />} aria-label={t('refresh')} title={t('refresh')} onClick={list.reload} />
          </Space>
        </div>
        <Table<ResourceRecord>
          rowKey="id"
          size="middle"
          loading={list.loading}
          columns={[...shown, actionColumn]}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          expandable={treeParent ? { expandedRowKeys: expanded, onExpandedRowsChange: setExpanded } : undefined}
          rowSelection={
            selectable && access.write
              ? {
                  selectedRowKeys: selectedIds,
                  onChange: setSelectedIds,
                  getCheckboxProps: (r) => ({ disabled: !selectable(r), 'aria-label': String(r.id) }),
                }
              : undefined
          }
          onChange={(page, _filters, sorter) => onTableChange(page, sorter)}
          pagination={{
            current: list.state.pageCurrent,
            pageSize: list.state.pageSize,
            total: list.total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (n) => t('total', { n }),
          }}
        />
      </Card>
      {drawer && (
        <ResourceDrawer
          entity={entity}
          target={drawer}
          defaults={options.fixedFilters}
          detail={detail}
          onClose={() => setDrawer(null)}
          onSaved={list.reload}
        />
      )}
    </div>
  );
}
