import { useState, type FormEvent } from 'react';
import { requestCorrection } from '@/contract/calls/my';
import { useCallMutation } from '@/store/use-call';
import { useMyText } from './texts';

/** Asks the branch to correct one item of the member's record; the answer comes back as a to-do. */
export function CorrectionForm({
  items,
  onDone,
}: {
  items: { name: string; label: string }[];
  onDone: (sent: boolean) => void;
}) {
  const { t } = useMyText();
  const [send, { isLoading }] = useCallMutation(requestCorrection);
  const [field, setField] = useState(items[0]?.label ?? '');
  const [proposed, setProposed] = useState('');
  const [reason, setReason] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!field.trim() || !proposed.trim()) return;
    // A refusal is shown by the request layer's toast; the form stays open to try again.
    await send({ field, proposed, reason: reason || null })
      .unwrap()
      .then(() => onDone(true))
      .catch(() => undefined);
  };
  return (
    <form className="my-card my-form" onSubmit={submit} aria-label={t('requestCorrection')}>
      <h2>{t('requestCorrection')}</h2>
      <label htmlFor="correction-field">{t('correctionField')}</label>
      <select id="correction-field" value={field} onChange={(e) => setField(e.target.value)} required>
        {items.map((i) => (
          <option key={i.name} value={i.label}>
            {i.label}
          </option>
        ))}
      </select>
      <label htmlFor="correction-proposed">{t('correctionProposed')}</label>
      <input
        id="correction-proposed"
        value={proposed}
        maxLength={200}
        required
        onChange={(e) => setProposed(e.target.value)}
      />
      <label htmlFor="correction-reason">{t('correctionReason')}</label>
      <textarea
        id="correction-reason"
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="my-actions">
        <button type="submit" className="my-button" disabled={isLoading}>
          {t('send')}
        </button>
        <button type="button" className="my-button secondary" onClick={() => onDone(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
