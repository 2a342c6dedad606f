import type { FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { toastError, toastSuccess } from '@/api/notify';
import { fieldErrorsOf, isStale, resourceApi, type ResourceRecord } from '@/api/resource';
import { MESSAGES } from '@/contract';
import type { EntityDef } from '@/contract/resource';
import { savePayload } from './form-values';

/**
 * Sends a save and explains the answer: the server's field messages land on the form fields, a stale
 * version opens the reload offer, anything else is a failed submit.
 */
export function useSaveRecord(
  entity: EntityDef,
  form: FormInstance,
  onSaved: (record: ResourceRecord, created: boolean) => void,
) {
  const [saving, setSaving] = useState(false);
  const [stale, setStale] = useState(false);
  // One token per new record being filled in: a second submit of the same form (a double click, a
  // retry after a lost answer) gets the record the first one made instead of a duplicate.
  const submitToken = useRef(newSubmitToken());

  const save = async (values: Record<string, unknown>, loaded?: { id: number; version: number }) => {
    setSaving(true);
    try {
      const body = savePayload(entity, values, loaded);
      const saved = await resourceApi.save(entity.name, loaded ? body : { ...body, submitToken: submitToken.current });
      if (!loaded) submitToken.current = newSubmitToken();
      toastSuccess(MESSAGES.submitOk);
      onSaved(saved, !loaded);
    } catch (error) {
      if (isStale(error)) return setStale(true);
      const fields = fieldErrorsOf(error);
      if (fields) {
        const known = Object.entries(fields).filter(
          ([name]) =>
            form.getFieldInstance(name) !== undefined || entity.fields.some((f) => f.name === name && !f.derived),
        );
        form.setFields(known.map(([name, message]) => ({ name, errors: [message] })));
        const other = Object.entries(fields).filter(([name]) => !known.some(([k]) => k === name));
        toastError([MESSAGES.submitFailed, ...other.map(([, m]) => m)].join('：'));
        return;
      }
      toastError(`${MESSAGES.submitFailed}：${(error as Error).message}`);
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, stale, closeStale: () => setStale(false) };
}

function newSubmitToken(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
