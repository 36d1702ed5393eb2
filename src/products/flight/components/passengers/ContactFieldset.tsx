'use client';
/** The leader (one of the adults; Ark UI radio group) and the contact: mobile (required) and e-mail (optional). */
import { RadioGroup } from '@ark-ui/react/radio-group';
import { ContactFields } from '@/components/checkout/travellers/ContactFields';
import { FieldError, fieldsetBox } from '@/components/checkout/travellers/fields';
import * as flightMessages from '@/products/flight/messages';
import type { FieldErrors } from '@/lib/validate';
import { css, cx } from '../../../../../styled-system/css';
import { radioGroup } from '../../../../../styled-system/recipes';
import type { FormAction, FormState } from './model';

const l = flightMessages.flightPassengers.labels;

const box = cx(fieldsetBox, css({ gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }));

interface Props {
  state: FormState;
  headings: readonly string[];
  errors: FieldErrors;
  idFor(path: string): string;
  dispatch(action: FormAction): void;
}

/** An adult's name as typed so far, so the leader choice reads «بزرگسال ۱ (مریم احمدی)». */
function leaderLabel(state: FormState, index: number, heading: string): string {
  const p = state.passengers[index];
  const name = p ? [p.fnameFa || p.fnameEn, p.lnameFa || p.lnameEn].filter(Boolean).join(' ') : '';
  return name ? `${heading} (${name})` : heading;
}

export function ContactFieldset({ state, headings, errors, idFor, dispatch }: Props) {
  const s = radioGroup({ size: 'sm' });
  const adults = state.passengers.flatMap((p, i) => (p.type === 'adult' ? [i] : []));
  const leaderError = errors['leader'];
  const leaderErrorId = `${idFor('leader')}-error`;
  return (
    <fieldset className={box}>
      <legend className={css({ fontWeight: 'bold', px: '2', fontSize: 'md' })}>{l.contact}</legend>
      <RadioGroup.Root
        id={idFor('leader')}
        name={idFor('leader-choice')}
        value={String(state.leader)}
        onValueChange={(d) => dispatch({ type: 'leader', index: Number(d.value) })}
        className={cx(s.root, css({ gridColumn: '1 / -1' }))}
        aria-describedby={leaderError ? leaderErrorId : `${idFor('leader')}-hint`}
      >
        <RadioGroup.Label className={cx(s.label, css({ fontWeight: 'medium' }))}>{l.leader}</RadioGroup.Label>
        <p id={`${idFor('leader')}-hint`} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
          {l.leaderHint}
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
          {adults.map((i) => (
            <RadioGroup.Item key={i} value={String(i)} className={s.item}>
              <RadioGroup.ItemControl className={s.itemControl} />
              <RadioGroup.ItemText className={s.itemText}>{leaderLabel(state, i, headings[i] ?? '')}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </div>
        <FieldError id={leaderErrorId} error={leaderError} />
      </RadioGroup.Root>
      <ContactFields
        ids={{ mobile: idFor('contact.mobile'), email: idFor('contact.email') }}
        mobile={state.mobile}
        email={state.email}
        errors={{ mobile: errors['contact.mobile'], email: errors['contact.email'] }}
        onMobile={(mobile) => dispatch({ type: 'contact', patch: { mobile } })}
        onEmail={(email) => dispatch({ type: 'contact', patch: { email } })}
      />
    </fieldset>
  );
}
