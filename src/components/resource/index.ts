/**
 * The generic screens of DESIGN section 4. A new entity needs its definition in src/contract/resource
 * and two route entries:
 *
 *   export default () => <ResourceList entity={fooEntity} />;            // list route
 *   export default () => <ResourceDetailPage entity={fooEntity} />;      // detail route (?id=, &edit=1)
 *
 * and only what is special about it on top: cell renderers, extra columns or row actions, toolbar
 * buttons, detail sections, live derived values, a summary above the fields.
 */
export { ResourceList, type ResourceListProps, type ListToolbarContext } from './resource-list';
export { ResourceDetail, type ResourceDetailProps, type DetailContext } from './resource-detail';
export { ResourceDetailPage } from './resource-detail-page';
export { useEntityAccess, entityAccess, type EntityAccess } from './access';
export { useEntityRoutes } from './use-entity-routes';
export { useResourceText, labelIn } from './texts';
export { FieldValue, displayText } from './field-value';
export {
  OrgTreeSelect,
  DictSelect,
  DateInput,
  OrgsTreeSelect,
  MonthInput,
  DateTimeInput,
  DateRangeInput,
} from './inputs';
export { useOrgUnits, type OrgTreeOption } from './use-org-units';
export type { DetailSection } from './sections';
export type { ExtraColumn, CellRender } from './list-columns';
export { WarningTags } from './warning-tags';
export { WorkflowActions, type MoveExtra } from './workflow-actions';
export { WorkflowTimeline } from './workflow-timeline';
export { ReceiptProgress } from './receipt-progress';
export { IssueButton } from './issue-button';
export { FieldInput } from './field-input';
export { isEditable, isUnsent } from './workflow-state';
export { RefsSelect, RefSelect } from './ref-select';
export { ResourceDrawer, type DrawerTarget } from './resource-drawer';
export type { CustomInput, CustomInputProps } from './detail-form';
