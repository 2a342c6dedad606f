import { DatePicker, Select, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import { useAppSelector } from '@/store/hooks';
import { useResourceText } from './texts';
import { useOrgUnits } from './use-org-units';
import { instantOfPicked, pickerValueOf } from '@/utils/zoned-time';

const DAY = 'YYYY-MM-DD';

interface ValueProps<T> {
  value?: T;
  onChange?: (value: T) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** The options of a dictionary, by value code. */
export function DictSelect({
  dict,
  multiple,
  exclude,
  ...props
}: ValueProps<string | string[] | null> & { dict: string; multiple?: boolean; exclude?: string[] }) {
  const all = useAppSelector((s) => s.dictionary.dicts[dict]) ?? [];
  const items = exclude?.length ? all.filter((item) => !exclude.includes(String(item.value))) : all;
  const { t } = useResourceText();
  return (
    <Select
      {...props}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      placeholder={props.placeholder ?? t('selectPlaceholder')}
      options={items.map((item) => ({ value: String(item.value), label: item.label }))}
      onChange={(v) => props.onChange?.(v ?? null)}
      style={{ width: '100%' }}
    />
  );
}

/** Yes / no / either, for bool filters. */
export function BoolSelect(props: ValueProps<boolean | null>) {
  const { t } = useResourceText();
  return (
    <Select
      {...props}
      allowClear
      placeholder={t('all')}
      options={[
        { value: true, label: t('yes') },
        { value: false, label: t('no') },
      ]}
      onChange={(v) => props.onChange?.(v ?? null)}
      style={{ width: '100%' }}
    />
  );
}

/** An organisation of the user's subtree (or, with groupWide, of the whole group), picked from the tree. */
export function OrgTreeSelect({ groupWide, ...props }: ValueProps<number | null> & { groupWide?: boolean }) {
  const { tree, loading } = useOrgUnits(groupWide ? 'group' : 'scope');
  const { t } = useResourceText();
  return (
    <TreeSelect
      {...props}
      loading={loading}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder={props.placeholder ?? t('selectPlaceholder')}
      treeData={tree}
      onChange={(v) => props.onChange?.(v === undefined || v === null ? null : Number(v))}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}

/** Several organisations (the targets of a distribution), picked from the tree. */
export function OrgsTreeSelect({ groupWide, ...props }: ValueProps<number[] | null> & { groupWide?: boolean }) {
  const { tree, loading } = useOrgUnits(groupWide ? 'group' : 'scope');
  const { t } = useResourceText();
  return (
    <TreeSelect
      id={props.id}
      disabled={props.disabled}
      aria-label={props['aria-label']}
      loading={loading}
      multiple
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeCheckStrictly
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder={props.placeholder ?? t('selectPlaceholder')}
      treeData={tree}
      value={(props.value ?? []).map((v) => ({ value: v, label: undefined }))}
      onChange={(v: { value: number | string }[]) => props.onChange?.((v ?? []).map((x) => Number(x.value)))}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}

/** A month as the wire carries it ('YYYY-MM'). */
export function MonthInput(props: ValueProps<string | null>) {
  const value = props.value ? dayjs(`${props.value}-01`, DAY) : null;
  return (
    <DatePicker
      id={props.id}
      picker="month"
      disabled={props.disabled}
      aria-label={props['aria-label']}
      value={value && value.isValid() ? value : null}
      onChange={(d) => props.onChange?.(d ? d.format('YYYY-MM') : null)}
      style={{ width: '100%' }}
    />
  );
}

/** A date and time on the group's clock, sent as an ISO instant. */
export function DateTimeInput(props: ValueProps<string | null>) {
  // The picker works in the browser's zone: it is handed, and answers, the group's wall clock.
  const value = pickerValueOf(props.value);
  return (
    <DatePicker
      id={props.id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      disabled={props.disabled}
      aria-label={props['aria-label']}
      value={value && value.isValid() ? value : null}
      onChange={(d) => props.onChange?.(d ? instantOfPicked(d) : null)}
      style={{ width: '100%' }}
    />
  );
}

/** A date as the wire carries it ('YYYY-MM-DD'), picked on a calendar. */
export function DateInput(props: ValueProps<string | null>) {
  const value = props.value ? dayjs(props.value, DAY) : null;
  return (
    <DatePicker
      id={props.id}
      disabled={props.disabled}
      aria-label={props['aria-label']}
      value={value && value.isValid() ? value : null}
      onChange={(d) => props.onChange?.(d ? d.format(DAY) : null)}
      style={{ width: '100%' }}
    />
  );
}

/** A [from, to] pair of dates, either end open. */
export function DateRangeInput(props: ValueProps<[string | null, string | null] | null>) {
  const { t } = useResourceText();
  const [from, to] = props.value ?? [null, null];
  return (
    <DatePicker.RangePicker
      id={props.id}
      allowEmpty={[true, true]}
      placeholder={[t('dateFrom'), t('dateTo')]}
      value={[from ? dayjs(from, DAY) : null, to ? dayjs(to, DAY) : null]}
      onChange={(range) => {
        const next: [string | null, string | null] = [range?.[0]?.format(DAY) ?? null, range?.[1]?.format(DAY) ?? null];
        props.onChange?.(next[0] || next[1] ? next : null);
      }}
      style={{ width: '100%' }}
    />
  );
}
