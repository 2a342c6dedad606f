import { Descriptions } from 'antd';
import { useContext, type ReactNode } from 'react';
import type { DetailRecord } from '@/api/resource';
import type { FieldDef, Labels } from '@/contract/resource';
import { FieldValue } from './field-value';
import { useResourceText } from './texts';
import { NarrowDetail } from './narrow-detail';
import { RevealableValue, type Reveal } from './reveal';

interface DetailViewProps {
  sections: { title?: Labels; fields: FieldDef[] }[];
  record: DetailRecord;
  render?: Record<string, (record: DetailRecord, field: FieldDef) => ReactNode>;
  /** Sensitive values revealed on purpose, and the "Show" action. */
  reveal?: Reveal;
}

/** A record read-only, section by section. */
export function DetailView({ sections, record, render = {}, reveal }: DetailViewProps) {
  const { label } = useResourceText();
  const narrow = useContext(NarrowDetail);
  return (
    <>
      {sections.map((section, i) => (
        <Descriptions
          key={i}
          title={section.title ? label(section.title) : undefined}
          bordered
          size="small"
          column={
            narrow ? { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 } : { xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }
          }
          style={{ marginBottom: 16 }}
          // Structured data shows only through a screen's own renderer.
          items={section.fields
            .filter((field) => field.kind !== 'json' || render[field.name])
            .map((field) => ({
              key: field.name,
              label: label(field.label),
              span: field.span === 24 ? 'filled' : 1,
              children: render[field.name] ? (
                render[field.name](record, field)
              ) : reveal && field.sensitive ? (
                <RevealableValue field={field} reveal={reveal}>
                  <FieldValue field={field} record={record} />
                </RevealableValue>
              ) : (
                <FieldValue field={field} record={record} />
              ),
            }))}
        />
      ))}
    </>
  );
}
