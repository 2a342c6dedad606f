import { Col, Form, Row, type FormInstance } from 'antd';
import type { DetailRecord } from '@/api/resource';
import type { FieldDef, Labels } from '@/contract/resource';
import { FieldInput } from './field-input';
import { displayText } from './field-value';
import { fieldRules, isMaskedValue } from './form-values';
import { useResourceText } from './texts';
import { useAppSelector } from '@/store/hooks';

interface DetailFormProps {
  /** The entity's name: prefixes the inputs' ids. */
  name: string;
  form: FormInstance;
  sections: { title?: Labels; fields: FieldDef[] }[];
  record?: DetailRecord;
  /** Derived values computed while the user types (e.g. birth date from the ID number). */
  derived: Record<string, unknown>;
  onValuesChange: (values: Record<string, unknown>) => void;
  onFinish: (values: Record<string, unknown>) => void;
}

/** The edit form: each typed field with the contract's check, derived fields shown beside them read-only. */
export function DetailForm({ name, form, sections, record, derived, onValuesChange, onFinish }: DetailFormProps) {
  const { label, language } = useResourceText();
  const lookup = useAppSelector((s) => s.dictionary.lookup);
  return (
    <Form form={form} name={name} layout="vertical" onValuesChange={(_, all) => onValuesChange(all)} onFinish={onFinish} scrollToFirstError>
      {sections.map((section, i) => (
        <div key={i}>
          {section.title && <div className="resource-section-title">{label(section.title)}</div>}
          <Row gutter={16}>
            {section.fields
              .filter((f) => !f.hiddenInForm)
              .map((field) => (
                <Col key={field.name} xs={24} md={field.span ?? 12} xl={field.span === 24 ? 24 : 8}>
                  {field.derived ? (
                    <Form.Item label={label(field.label)} tooltip={field.help ? label(field.help) : undefined}>
                      <div className="resource-derived" data-field={field.name}>
                        {displayText(field, { ...record, ...derived }, lookup, language) || '—'}
                      </div>
                    </Form.Item>
                  ) : (
                    <Form.Item
                      name={field.name}
                      label={label(field.label)}
                      required={field.required}
                      rules={fieldRules(field)}
                      tooltip={field.help ? label(field.help) : undefined}
                    >
                      <FieldInput field={field} record={record} disabled={isMaskedValue(field, record?.[field.name])} />
                    </Form.Item>
                  )}
                </Col>
              ))}
          </Row>
        </div>
      ))}
    </Form>
  );
}
