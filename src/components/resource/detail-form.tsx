import { Col, Form, Row, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { DetailRecord } from '@/api/resource';
import type { FieldDef, Labels } from '@/contract/resource';
import { FieldInput } from './field-input';
import { displayText } from './field-value';
import { fieldRules, isMaskedValue } from './form-values';
import { RevealButton, type Reveal } from './reveal';
import { useResourceText } from './texts';
import { useAppSelector } from '@/store/hooks';

interface DetailFormProps {
  /** The entity's name: prefixes the inputs' ids. */
  name: string;
  /** What the form is called (the record's title), for assistive technology. */
  title?: string;
  form: FormInstance;
  sections: { title?: Labels; fields: FieldDef[] }[];
  record?: DetailRecord;
  /** Derived values computed while the user types (e.g. birth date from the ID number). */
  derived: Record<string, unknown>;
  onValuesChange: (values: Record<string, unknown>) => void;
  onFinish: (values: Record<string, unknown>) => void;
  /** A screen's own widget for a field, or 'hidden': kept in the form and sent, set by another widget. */
  inputs?: Record<string, CustomInput | 'hidden'>;
  /** Sensitive values revealed on purpose: a revealed one is edited whole, a masked one stays locked. */
  reveal?: Reveal;
}

export interface CustomInputProps {
  field: FieldDef;
  record?: DetailRecord;
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** The id the field's label points at. */
  id?: string;
}
export type CustomInput = (props: CustomInputProps) => ReactNode;

/** Takes the value and onChange that Form.Item hands its child, and gives them to a screen's widget. */
function Custom({ render, ...props }: CustomInputProps & { render: CustomInput }) {
  return <>{render(props)}</>;
}

/**
 * A masked value's input, locked, with "Show" beside it: the clear value, once revealed, replaces the masked one
 * in the form and the input unlocks (the masked text itself is never sent back).
 */
function LockedValue({
  field,
  record,
  reveal,
  form,
  value,
  id,
}: Pick<CustomInputProps, 'field' | 'record' | 'value' | 'id'> & { reveal: Reveal; form: FormInstance }) {
  return (
    <Space.Compact block>
      <FieldInput field={field} record={record} value={value} id={id} disabled />
      <RevealButton field={field} reveal={reveal} onRevealed={(clear) => form.setFieldValue(field.name, clear)} />
    </Space.Compact>
  );
}

/** The edit form: each typed field with the contract's check, derived fields shown beside them read-only. */
export function DetailForm({
  name,
  title,
  form,
  sections,
  record,
  derived,
  onValuesChange,
  onFinish,
  inputs = {},
  reveal,
}: DetailFormProps) {
  const { label, language } = useResourceText();
  const lookup = useAppSelector((s) => s.dictionary.lookup);
  return (
    <Form
      form={form}
      name={name}
      aria-label={title}
      layout="vertical"
      onValuesChange={(_, all) => onValuesChange(all)}
      onFinish={onFinish}
      scrollToFirstError
    >
      {sections.map((section, i) => {
        // A record not saved yet has nothing derived to show unless the form works it out as it is filled
        // in: those fields wait, and a section left with nothing to show is not drawn.
        const derivedText = (field: FieldDef) => displayText(field, { ...record, ...derived }, lookup, language);
        const shown = section.fields.filter(
          (f) =>
            !f.hiddenInForm &&
            inputs[f.name] !== 'hidden' &&
            (record || !f.derived || f.name in derived || derivedText(f)),
        );
        const kept = section.fields.filter((f) => !f.hiddenInForm && inputs[f.name] === 'hidden');
        if (!shown.length && !kept.length) return null;
        return (
          <div key={i}>
            {section.title && shown.length > 0 && <div className="resource-section-title">{label(section.title)}</div>}
            <Row gutter={16}>
              {kept.map((field) => (
                <Form.Item key={field.name} name={field.name} hidden noStyle />
              ))}
              {shown.map((field) => (
                <Col key={field.name} xs={24} md={field.span ?? 12} xl={field.span === 24 ? 24 : 8}>
                  {field.derived ? (
                    <Form.Item label={label(field.label)} tooltip={field.help ? label(field.help) : undefined}>
                      <div className="resource-derived" data-field={field.name}>
                        {derivedText(field) || '—'}
                      </div>
                    </Form.Item>
                  ) : (
                    <Form.Item
                      name={field.name}
                      label={label(field.label)}
                      required={field.required}
                      rules={fieldRules(field, language)}
                      tooltip={field.help ? label(field.help) : undefined}
                    >
                      {typeof inputs[field.name] === 'function' ? (
                        <Custom render={inputs[field.name] as CustomInput} field={field} record={record} />
                      ) : reveal?.offered(field) ? (
                        <LockedValue field={field} record={record} reveal={reveal} form={form} />
                      ) : (
                        <FieldInput
                          field={field}
                          record={record}
                          disabled={
                            isMaskedValue(field, record?.[field.name]) && !(field.name in (reveal?.values ?? {}))
                          }
                        />
                      )}
                    </Form.Item>
                  )}
                </Col>
              ))}
            </Row>
          </div>
        );
      })}
    </Form>
  );
}
