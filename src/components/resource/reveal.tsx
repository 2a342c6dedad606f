import { Button, Space } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useState, type ReactNode } from 'react';
import type { DetailRecord } from '@/api/resource';
import { callsOf } from '@/api/resource';
import { PRIVILEGES } from '@/contract';
import type { EntityDef, FieldDef } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';
import { useCallMutation } from '@/store/use-call';
import { isMaskedValue } from './form-values';
import { useResourceText } from './texts';

/** What the detail screen knows of a record's sensitive values: those revealed, and how to reveal another. */
export interface Reveal {
  /** Clear values revealed on this screen for the record as loaded, by field name. */
  values: Record<string, string | null>;
  /** Whether the field shows masked with a "Show" action for this user. */
  offered: (field: FieldDef) => boolean;
  reveal: (field: FieldDef) => Promise<string | null>;
  revealing?: string;
}

/**
 * Sensitive values come masked to every role; a role holding member:sensitive asks for one whole, on purpose
 * (the server logs each). The clear values belong to the version of the record they were revealed on: a
 * saved or reloaded version starts masked again.
 */
export function useReveal(entity: EntityDef, record: DetailRecord | undefined): Reveal {
  const mayReveal = useAppSelector((s) => s.session.privileges?.includes(PRIVILEGES.memberSensitive) ?? false);
  const [send] = useCallMutation(callsOf(entity.name).reveal);
  const [shown, setShown] = useState<{ key: string; values: Record<string, string | null> }>({ key: '', values: {} });
  const [revealing, setRevealing] = useState<string>();
  const key = record ? `${record.id}:${record.version}` : '';
  const values = shown.key === key ? shown.values : {};

  const offered = (field: FieldDef) =>
    mayReveal &&
    !!record &&
    !!field.sensitive &&
    !field.virtual &&
    !(field.name in values) &&
    isMaskedValue(field, record[field.name]);

  const reveal = async (field: FieldDef) => {
    if (!record) return null;
    setRevealing(field.name);
    try {
      const { value } = await send({ id: record.id, field: field.name }).unwrap();
      setShown((prev) => ({ key, values: { ...(prev.key === key ? prev.values : {}), [field.name]: value } }));
      return value;
    } finally {
      setRevealing(undefined);
    }
  };

  return { values, offered, reveal, revealing };
}

/** The "Show" action beside a masked value. */
export function RevealButton({
  field,
  reveal,
  onRevealed,
  small,
}: {
  field: FieldDef;
  reveal: Reveal;
  onRevealed?: (value: string | null) => void;
  /** Beside a value read (small), or joined to a form's input (its height). */
  small?: boolean;
}) {
  const { t, label } = useResourceText();
  return (
    <Button
      size={small ? 'small' : undefined}
      icon={<EyeOutlined />}
      aria-label={t('revealField', { field: label(field.label) })}
      loading={reveal.revealing === field.name}
      onClick={() =>
        void reveal
          .reveal(field)
          .then((value) => onRevealed?.(value))
          // The client's interceptor already told the user why it failed.
          .catch(() => undefined)
      }
    >
      {t('reveal')}
    </Button>
  );
}

/** A sensitive value read-only: masked, with "Show" for a role that may, or whole once revealed. */
export function RevealableValue({ field, reveal, children }: { field: FieldDef; reveal: Reveal; children: ReactNode }) {
  if (field.name in reveal.values) return <span data-revealed={field.name}>{reveal.values[field.name] ?? '—'}</span>;
  if (!reveal.offered(field)) return <>{children}</>;
  return (
    <Space size="small" wrap>
      {children}
      <RevealButton field={field} reveal={reveal} small />
    </Space>
  );
}
