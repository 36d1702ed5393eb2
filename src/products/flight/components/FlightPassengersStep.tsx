'use client';
/**
 * The flight passengers step: flight-passengers' form (the same rules run here and on the edge), sent to the edge,
 * which writes the passengers into the basket's vehicles. Field errors come back under the fields; an empty basket
 * goes back to search; what was typed stays in sessionStorage whatever happens.
 */
import { useState } from 'react';
import type { FieldErrors } from '@/lib/validate';
import type { FlightPassengerContext, FlightPassengersInput, SavedPassenger } from '@/products/flight/model/passengers';
import { edgeJson } from '@/components/edge-client';
import { FlightPassengersForm } from './passengers/FlightPassengersForm';

export function FlightPassengersStep(props: { context: FlightPassengerContext; storageKey: string; saved?: SavedPassenger[] }) {
  const [submitting, setSubmitting] = useState(false);
  async function onSubmit(value: FlightPassengersInput): Promise<{ errors?: FieldErrors } | undefined> {
    setSubmitting(true);
    const res = await edgeJson<{ next: string }>('/api/checkout/flight/travellers', { body: value });
    if (res.ok) {
      window.location.assign(res.data.next);
      return undefined;
    }
    setSubmitting(false);
    if (typeof res.body?.redirect === 'string' && res.body.redirect.startsWith('/')) {
      window.location.assign(res.body.redirect);
      return undefined;
    }
    const errors = (res.body?.errors ?? null) as FieldErrors | null;
    if (errors) return { errors };
    throw new Error(res.message || 'failed');
  }
  return (
    <FlightPassengersForm
      context={props.context}
      storageKey={props.storageKey}
      {...(props.saved ? { saved: props.saved } : {})}
      onSubmit={onSubmit}
      submitting={submitting}
    />
  );
}
