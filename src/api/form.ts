import { MESSAGES } from '@/contract';
import { toastError, toastSuccess } from './notify';
import { post } from './request';

/** Every form model carries its accessories (uploaded files). */
export type FormModel = Record<string, unknown> & { accessoryList: unknown[] };

/** Generic form load (SPEC section 7): POST url with id plus extra fields; data becomes the model. */
export async function loadForm(
  url: string,
  id: unknown,
  extra: Record<string, unknown> = {},
): Promise<FormModel | null> {
  try {
    const res = await post<Record<string, unknown> | null>(url, { id, ...extra }, { silent: true });
    const data = res.data ?? {};
    return { ...data, accessoryList: Array.isArray(data.accessoryList) ? data.accessoryList : [] };
  } catch {
    toastError(MESSAGES.formLoadFailed);
    return null;
  }
}

interface Validatable {
  validateFields: () => Promise<unknown>;
}

/** Generic form submit: validation first (stops silently when invalid), then POST with the model. */
export async function submitForm(form: Validatable, url: string, model: unknown): Promise<boolean> {
  try {
    await form.validateFields();
  } catch {
    return false;
  }
  try {
    await post(url, model, { silent: true });
    toastSuccess(MESSAGES.submitOk);
    return true;
  } catch {
    toastError(MESSAGES.submitFailed);
    return false;
  }
}
