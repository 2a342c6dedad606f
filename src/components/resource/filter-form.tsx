import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { FieldDef } from '@/contract/resource';
import { BoolSelect, DateRangeInput, DictSelect, OrgTreeSelect } from './inputs';
import { useResourceText } from './texts';

/** The filter widget of a field: its operator decides the value's shape. */
function FilterInput({
  field,
  ...props
}: {
  field: FieldDef;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
}) {
  const common = props as { value?: never; onChange?: (v: unknown) => void; id?: string };
  switch (field.filter) {
    case 'subtree':
      return <OrgTreeSelect {...common} />;
    case 'range':
      return <DateRangeInput {...common} />;
    case 'in':
      return <DictSelect {...common} dict={field.dict ?? ''} multiple />;
    default:
      if (field.kind === 'dict')
        return <DictSelect {...common} dict={field.dict ?? ''} exclude={field.excludeValues} />;
      if (field.kind === 'bool') return <BoolSelect {...common} />;
      return (
        <Input
          {...(props as { id?: string })}
          value={(props.value as string) ?? ''}
          onChange={(e) => props.onChange?.(e.target.value)}
          allowClear
        />
      );
  }
}

/** Drops blank values so that the server and the store see only real filters. */
export function cleanFilters(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.every((v) => v === null || v === undefined || v === '')) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

interface FilterFormProps {
  /** Prefixes the inputs' ids, so that a filter and a form on one page never share one. */
  name: string;
  fields: FieldDef[];
  values: Record<string, unknown>;
  onSearch: (filters: Record<string, unknown>) => void;
  onReset: () => void;
}

/** Filters shown before the user expands the form: one row with the buttons. */
const FOLDED = 3;

/** The search form above a list, made of the fields that declare a filter; long forms fold to their first row. */
export function FilterForm({ name, fields, values, onSearch, onReset }: FilterFormProps) {
  const { t, label } = useResourceText();
  const [form] = Form.useForm();
  const [open, setOpen] = useState(() => fields.slice(FOLDED).some((f) => values[f.name] !== undefined));
  const foldable = fields.length > FOLDED;
  // Only a real change of the kept filters (search, reset, coming back) rewrites what is typed.
  const kept = JSON.stringify(values);
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(JSON.parse(kept) as Record<string, unknown>);
  }, [form, kept]);
  if (fields.length === 0) return null;
  return (
    <Form
      form={form}
      name={`filter-${name}`}
      className="resource-filter"
      layout="vertical"
      role="search"
      aria-label={t('search')}
      onFinish={(v: Record<string, unknown>) => onSearch(cleanFilters(v))}
    >
      <Row gutter={16}>
        {fields.map((field, i) => (
          <Col
            key={field.name}
            xs={24}
            sm={12}
            md={8}
            lg={6}
            style={foldable && !open && i >= FOLDED ? { display: 'none' } : undefined}
          >
            <Form.Item name={field.name} label={label(field.label)}>
              <FilterInput field={field} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} md={8} lg={6} className="resource-filter-buttons" style={{ marginLeft: 'auto' }}>
          <Form.Item label=" ">
            <Space>
              <Button type="primary" htmlType="submit">
                {t('search')}
              </Button>
              <Button onClick={onReset}>{t('reset')}</Button>
              {foldable && (
                <Button
                  type="link"
                  onClick={() => setOpen(!open)}
                  icon={open ? <UpOutlined /> : <DownOutlined />}
                  iconPlacement="end"
                >
                  {t(open ? 'fold' : 'unfold')}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
