'use client';
/**
 * A supplier's dynamic form (the agent services' form plugin): one labelled field per described field (text, number,
 * date, select, textarea), checked with the valibot schema src/lib/form-plugin.ts builds from the same list (Persian
 * messages; Latin or Persian digits), then sent through POST /api/agency/services/request. The supplier answers a
 * tracking number, shown in place of the form. Generic: it names no service and no product.
 */
import { useId, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';
import { formatNumericDate } from '@/lib/date-format';
import { checkForm, type FormField } from '@/lib/form-plugin';
import * as messages from '@/lib/messages';
import { toPersianDigits } from '@/lib/text';
import { edgeJson } from '../edge-client';
import { Button } from '../ui/Button';

const t = messages.agentServices;

export interface ServiceFormPlugin {
  serviceId: number;
  entityFormId: number;
  extraId: number;
  title: string;
  description: string;
  submitLabel: string;
  fields: FormField[];
}

interface Recorded {
  trackingNumber: string;
  answerBy: string;
}

const fieldBox = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const labelClass = css({ fontSize: 'sm', fontWeight: 'medium' });
const errorClass = css({ fontSize: 'sm', color: 'red.11' });
const hintClass = css({ fontSize: 'xs', color: 'fg.muted' });
const selectClass = css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'white' });
const textareaClass = css({
  minH: '24',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'white',
  fontSize: 'md',
});

function PluginField({
  field,
  value,
  error,
  onChange,
}: {
  field: FormField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `${useId()}-${field.name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, field.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': field.required || undefined,
    'data-plugin-field': field.name,
  } as const;
  const ltr = field.type === 'number' || field.type === 'date' || field.validation.pattern !== null;
  return (
    <div className={fieldBox}>
      <label htmlFor={id} className={labelClass}>
        {field.label}
        {field.required ? <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> ({t.required})</span> : null}
      </label>
      {field.type === 'select' ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)} className={selectClass}>
          <option value="">{t.choose}</option>
          {(field.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea
          {...common}
          value={value}
          placeholder={field.placeholder ?? undefined}
          maxLength={field.validation.maxLength ?? undefined}
          onChange={(e) => onChange(e.target.value)}
          className={textareaClass}
        />
      ) : (
        <input
          {...common}
          type="text"
          value={value}
          placeholder={field.placeholder ?? undefined}
          inputMode={field.type === 'number' ? 'numeric' : undefined}
          dir={ltr ? 'ltr' : undefined}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          className={input({ size: 'md' })}
        />
      )}
      {field.hint ? (
        <p id={hintId} className={hintClass}>
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" data-field-error className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ServiceRequestForm({ plugin, today }: { plugin: ServiceFormPlugin; today: string }) {
  const empty = () => Object.fromEntries(plugin.fields.map((f) => [f.name, ''])) as Record<string, string>;
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  if (recorded)
    return (
      <section aria-labelledby="service-done" data-testid="service-request-done" className={css({ mt: '4' })}>
        <h2 id="service-done" ref={doneRef} tabIndex={-1} className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>
          {t.doneTitle}
        </h2>
        <p>
          {t.trackingNumber}:{' '}
          <strong data-testid="service-tracking">
            <bdi dir="ltr">{toPersianDigits(recorded.trackingNumber)}</bdi>
          </strong>
        </p>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{t.answerBy(formatNumericDate(recorded.answerBy))}</p>
        <Button
          className={css({ mt: '4' })}
          onClick={() => {
            setValues(empty());
            setRecorded(null);
          }}
        >
          {t.another}
        </Button>
      </section>
    );

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={plugin.title}
      data-service-form={plugin.serviceId}
      className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, mt: '4' })}
      onSubmit={async (e) => {
        e.preventDefault();
        if (busy) return;
        const checked = checkForm(plugin.fields, values, today);
        if (!checked.ok) {
          setErrors(checked.errors);
          setFormError(t.fixErrors);
          const first = plugin.fields.find((f) => checked.errors[f.name]);
          if (first) formRef.current?.querySelector<HTMLElement>(`[data-plugin-field="${first.name}"]`)?.focus();
          return;
        }
        setErrors({});
        setFormError(null);
        setBusy(true);
        try {
          const res = await edgeJson<{ data: Recorded }>('/api/agency/services/request', {
            body: { serviceId: plugin.serviceId, entityFormId: plugin.entityFormId, extraId: plugin.extraId, values: checked.values },
          });
          if (!res.ok) return setFormError(res.message || messages.common.operationFailed);
          setRecorded(res.data.data);
          requestAnimationFrame(() => doneRef.current?.focus());
        } finally {
          setBusy(false);
        }
      }}
    >
      {plugin.fields.map((f) => (
        <div key={f.name} className={f.type === 'textarea' ? css({ gridColumn: { md: 'span 2' } }) : undefined}>
          <PluginField
            field={f}
            value={values[f.name] ?? ''}
            error={errors[f.name]}
            onChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))}
          />
        </div>
      ))}
      {formError ? (
        <p role="alert" data-testid="service-form-error" className={css({ color: 'red.11', gridColumn: { md: 'span 2' } })}>
          {formError}
        </p>
      ) : null}
      <Button type="submit" aria-busy={busy} disabled={busy} className={css({ justifySelf: 'start' })}>
        {busy ? t.sending : plugin.submitLabel}
      </Button>
    </form>
  );
}
