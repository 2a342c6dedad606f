import { Input, InputNumber, Skeleton, Switch } from 'antd';
import { lazy, Suspense } from 'react';
import type { FieldDef } from '@/contract/resource';
import { DateInput, DateTimeInput, DictSelect, MonthInput, OrgTreeSelect, OrgsTreeSelect } from './inputs';
import { RefSelect, RefsSelect } from './ref-select';
import { useResourceText } from './texts';

interface FieldInputProps {
  field: FieldDef;
  /** The loaded record, for the display names of references. */
  record?: Record<string, unknown>;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}

/** The rich text editor is heavy: only a form with an 'html' field loads it. */
const RichTextInput = lazy(() => import('@/components/rich-text-input'));

/** The form widget of a field, by its kind; values stay in their wire shape. */
export function FieldInput({ field, record, value, onChange, id, disabled }: FieldInputProps) {
  const { label } = useResourceText();
  const common = { id, disabled, onChange: onChange as (v: unknown) => void };
  switch (field.kind) {
    case 'dict':
      return (
        <DictSelect
          {...common}
          dict={field.dict ?? ''}
          exclude={field.excludeValues}
          value={(value as string) ?? undefined}
        />
      );
    case 'org':
      return <OrgTreeSelect {...common} groupWide={field.groupWide} value={(value as number) ?? undefined} />;
    case 'ref':
      return (
        <RefSelect
          {...common}
          entity={field.ref ?? ''}
          initialLabel={record?.[`${field.name}Name`] as string}
          value={value as number}
        />
      );
    case 'date':
      return <DateInput {...common} value={(value as string) ?? null} />;
    case 'datetime':
      return <DateTimeInput {...common} value={(value as string) ?? null} />;
    case 'month':
      return <MonthInput {...common} value={(value as string) ?? null} />;
    case 'dicts':
      return <DictSelect {...common} multiple dict={field.dict ?? ''} value={(value as string[]) ?? []} />;
    case 'orgs':
      return <OrgsTreeSelect {...common} groupWide={field.groupWide} value={(value as number[]) ?? []} />;
    case 'refs':
      return (
        <RefsSelect
          {...common}
          entity={field.ref ?? ''}
          initialLabels={record?.[`${field.name}Names`] as string[]}
          value={(value as number[]) ?? []}
        />
      );
    case 'money':
      return (
        <Input
          id={id}
          disabled={disabled}
          inputMode="decimal"
          prefix="¥"
          value={(value as string) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          allowClear
        />
      );
    case 'json':
      return (
        <Input.TextArea
          id={id}
          disabled
          rows={3}
          value={value === null || value === undefined ? '' : JSON.stringify(value)}
        />
      );
    case 'bool':
      return <Switch id={id} disabled={disabled} checked={value === true} onChange={(v) => onChange?.(v)} />;
    case 'int':
    case 'decimal':
      return (
        <InputNumber
          id={id}
          disabled={disabled}
          value={(value as number) ?? null}
          min={field.min}
          max={field.max}
          precision={field.kind === 'int' ? 0 : undefined}
          onChange={(v) => onChange?.(v ?? null)}
          style={{ width: '100%' }}
        />
      );
    case 'html':
      return (
        <Suspense fallback={<Skeleton.Input active block style={{ height: 260 }} />}>
          <RichTextInput
            id={id}
            label={label(field.label)}
            disabled={disabled}
            value={(value as string) ?? ''}
            onChange={(v) => onChange?.(v)}
          />
        </Suspense>
      );
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          disabled={disabled}
          rows={3}
          maxLength={field.max}
          showCount
          value={(value as string) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    default:
      return (
        <Input
          id={id}
          disabled={disabled}
          maxLength={field.kind === 'idNumber' ? 18 : field.kind === 'phone' ? 11 : field.max}
          value={(value as string) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          allowClear
        />
      );
  }
}
