import { Select } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { callsOf } from '@/api/resource';
import { ENTITY_BY_NAME } from '@/contract/resource';
import { useCallQuery } from '@/store/use-call';
import { useResourceText } from './texts';

interface Option {
  value: number;
  label: string;
}

interface RefSelectProps {
  /** The referenced entity's name (FieldDef.ref). */
  entity: string;
  /** The display name of the current value (the record's `<field>Name`). */
  initialLabel?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  disabled?: boolean;
  /** Fixed list filters (e.g. the programmes of one channel). */
  filters?: Record<string, unknown>;
}

interface RefsSelectProps {
  entity: string;
  /** The display names of the current values (the record's `<field>Names`). */
  initialLabels?: string[];
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  id?: string;
  disabled?: boolean;
  /** Fixed list filters (e.g. the members of one branch). */
  filters?: Record<string, unknown>;
}

/**
 * Rows of another entity whose titles hold the text typed, within fixed filters: the server pages and
 * scopes the search, and the options follow the latest text typed. The first page comes at once.
 */
function useRefOptions(entity: string, filters: Record<string, unknown> | undefined, pageSize: number) {
  const def = ENTITY_BY_NAME[entity];
  const [text, setText] = useState('');
  const typed = text.trim();
  const fixed = JSON.stringify(filters ?? {});
  const query = useMemo(
    () =>
      def && {
        pageCurrent: 1,
        pageSize,
        filters: { ...(JSON.parse(fixed) as Record<string, unknown>), ...(typed ? { [def.titleField]: typed } : {}) },
      },
    [def, fixed, pageSize, typed],
  );
  const answer = useCallQuery(callsOf(entity).list, query ?? skipToken, { refetchOnMountOrArgChange: true });
  const options = useMemo<Option[]>(
    () =>
      def && answer.data
        ? answer.data.records.map((r) => ({ value: r.id, label: String(r[def.titleField] ?? r.id) }))
        : [],
    [answer.data, def],
  );
  return { options, loading: answer.isFetching, search: setText };
}

/** Several rows of another entity, searched by title like RefSelect. */
export function RefsSelect({ entity, initialLabels, value, onChange, id, disabled, filters }: RefsSelectProps) {
  const { t } = useResourceText();
  const { options, loading, search } = useRefOptions(entity, filters, 50);
  const ids = value ?? [];
  const missing = ids
    .filter((v) => !options.some((o) => o.value === v))
    .map((v) => ({ value: v, label: initialLabels?.[ids.indexOf(v)] ?? String(v) }));
  return (
    <Select
      id={id}
      mode="multiple"
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      loading={loading}
      placeholder={t('searchPlaceholder')}
      value={ids}
      options={[...missing, ...options]}
      onChange={(v) => onChange?.((v ?? []).map(Number))}
      style={{ width: '100%' }}
    />
  );
}

/** Picks a row of another entity by typing part of its title; the server pages and scopes the search. */
export function RefSelect({ entity, initialLabel, value, onChange, id, disabled, filters }: RefSelectProps) {
  const { t } = useResourceText();
  const { options, loading, search } = useRefOptions(entity, filters, 20);

  const known = value !== null && value !== undefined && !options.some((o) => o.value === value);
  const shown = known ? [{ value, label: initialLabel || String(value) }, ...options] : options;

  return (
    <Select
      id={id}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      loading={loading}
      placeholder={t('searchPlaceholder')}
      value={value ?? undefined}
      options={shown}
      onChange={(v) => onChange?.(v ?? null)}
      style={{ width: '100%' }}
    />
  );
}
