'use client';
/**
 * The attraction travellers step (`/passengers/attraction`): the lead traveller's name, mobile and e-mail through the
 * shared fieldsets (src/components/checkout/travellers), checked by the same rules as the edge
 * (model/travellers.ts), sent to the one travellers route (`POST /api/checkout/attraction/travellers`), then the
 * review. What was typed is a draft in this tab's sessionStorage: a reload, an error or a refusal loses nothing.
 */
import { type FormEvent, useState } from 'react';
import { css } from '../../../../../styled-system/css';
import { button } from '../../../../../styled-system/recipes';
import { edgeJson } from '@/components/edge-client';
import { useSessionDraft } from '@/components/checkout/session-draft';
import { ContactFields } from '@/components/checkout/travellers/ContactFields';
import { NameFields } from '@/components/checkout/travellers/IdentityFields';
import { fieldsetBox } from '@/components/checkout/travellers/fields';
import * as messages from '@/lib/messages';
import type { FieldErrors } from '@/lib/validate';
import { attractionTravellers as m } from '../../messages';
import { type AttractionLeadInput, validateAttractionLead } from '../../model/travellers';

const EMPTY: AttractionLeadInput = { firstName: '', lastName: '', mobile: '', email: '' };

const restore = (raw: string | null): AttractionLeadInput | null => {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<AttractionLeadInput>;
    return {
      firstName: String(v.firstName ?? ''),
      lastName: String(v.lastName ?? ''),
      mobile: String(v.mobile ?? ''),
      email: String(v.email ?? ''),
    };
  } catch {
    return null;
  }
};

export function AttractionTravellersForm({ storageKey }: { storageKey: string }) {
  const [lead, setLead] = useState<AttractionLeadInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const restored = useSessionDraft(storageKey, lead, { serialize: (s) => JSON.stringify(s), restore, onRestore: setLead });
  const set = (field: keyof AttractionLeadInput) => (value: string) => setLead((l) => ({ ...l, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = validateAttractionLead(lead);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) {
      setAlert(m.fixErrors);
      return;
    }
    setBusy(true);
    setAlert(null);
    const res = await edgeJson<{ next: string }>('/api/checkout/attraction/travellers', { body: lead });
    if (res.ok) {
      window.location.assign(res.data.next.startsWith('/') && !res.data.next.startsWith('//') ? res.data.next : '/checkout/review');
      return;
    }
    setBusy(false);
    if (res.body?.errors) setErrors(res.body.errors as FieldErrors);
    const redirect = typeof res.body?.redirect === 'string' && /^\/(?!\/)/.test(res.body.redirect) ? res.body.redirect : null;
    if ((res.code === 'no_basket' || res.code === 'basket_closed') && redirect) window.location.assign(redirect);
    setAlert(res.message || messages.common.genericError);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className={css({ display: 'grid', gap: '4' })}
      data-testid="attraction-travellers-form"
      data-restored={restored}
    >
      <fieldset className={fieldsetBox} style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        <legend className={css({ fontWeight: 'bold', px: '1' })}>{m.lead}</legend>
        <NameFields
          first={{
            id: 'lead-first-name',
            value: lead.firstName,
            error: errors['lead.firstName'],
            onChange: set('firstName'),
            attrs: { autoComplete: 'given-name', maxLength: 60 },
          }}
          last={{
            id: 'lead-last-name',
            value: lead.lastName,
            error: errors['lead.lastName'],
            onChange: set('lastName'),
            attrs: { autoComplete: 'family-name', maxLength: 60 },
          }}
        />
        <ContactFields
          ids={{ mobile: 'lead-mobile', email: 'lead-email' }}
          mobile={lead.mobile}
          email={lead.email}
          errors={{ mobile: errors['lead.mobile'], email: errors['lead.email'] }}
          onMobile={set('mobile')}
          onEmail={set('email')}
        />
      </fieldset>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{m.hint}</p>
      {alert ? (
        <p role="alert" className={css({ color: 'red.11' })} data-testid="travellers-alert">
          {alert}
        </p>
      ) : null}
      <button type="submit" className={button({ variant: 'solid', size: 'lg' })} disabled={busy} data-testid="travellers-submit">
        {busy ? m.submitting : m.submit}
      </button>
    </form>
  );
}
