'use client';
/**
 * One passenger's fieldset: the heading by type («بزرگسال ۱»), an optional saved-passenger picker, and the fields
 * this passenger has on this trip (model.visibleFields): Iranians on a local flight give Persian names and a
 * national code and no passport; international trips and foreigners give Latin names and a passport.
 */
import { Checkbox } from '@ark-ui/react/checkbox';
import { ChoiceField, CountryField, DateField, fieldsetBox } from '@/components/checkout/travellers/fields';
import {
  type InputAttrs,
  NameFields,
  NationalCodeField,
  PassportNumberField,
  type TextFieldSpec,
} from '@/components/checkout/travellers/IdentityFields';
import { BLOCKED_COUNTRIES } from '@/lib/constants';
import { type FlightPassenger, type FlightPassengerContext, IRAN, type SavedPassenger } from '@/products/flight/model/passengers';
import * as flightMessages from '@/products/flight/messages';
import type { FieldErrors } from '@/lib/validate';
import { css, cx } from '../../../../../styled-system/css';
import { checkbox, input } from '../../../../../styled-system/recipes';
import { datePreview, type FormAction, type FormState, savedChoices, savedLabel, visibleFields } from './model';

const l = flightMessages.flightPassengers.labels;

const fieldset = cx(
  fieldsetBox,
  css({ gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }),
);
const legend = css({ fontWeight: 'bold', px: '2', fontSize: 'md' });
const wide = css({ gridColumn: '1 / -1' });

interface Props {
  index: number;
  heading: string;
  state: FormState;
  context: FlightPassengerContext;
  errors: FieldErrors;
  /** Saved passengers to pick from; undefined for a guest (who has none and cannot save). */
  saved: readonly SavedPassenger[] | undefined;
  idFor(path: string): string;
  dispatch(action: FormAction): void;
}

export function PassengerFieldset({ index, heading, state, context, errors, saved, idFor, dispatch }: Props) {
  const p = state.passengers[index];
  if (!p) return null;
  const path = (field: string) => `p${index}.${field}`;
  const shown = new Set(visibleFields(p, context));
  const set = (patch: Partial<FlightPassenger>) => dispatch({ type: 'field', index, patch });
  // A text field of this passenger (the shared fields take it): its id, value, error and setter by field name.
  const spec = (
    field: 'fnameFa' | 'lnameFa' | 'fnameEn' | 'lnameEn' | 'nationalNumber' | 'passportNumber',
    label: string,
    attrs: InputAttrs = {},
  ): TextFieldSpec => ({
    id: idFor(path(field)),
    label,
    value: p[field],
    error: errors[path(field)],
    onChange: (value) => set({ [field]: value }),
    attrs,
  });
  const latin = { dir: 'ltr', autoComplete: 'off', autoCapitalize: 'characters' } as const;
  const choices = saved && saved.length > 0 ? savedChoices(saved, state, index, context) : [];
  const pickId = idFor(path('saved'));

  return (
    <fieldset className={fieldset} data-passenger={index} data-type={p.type}>
      <legend className={legend}>
        {heading}{' '}
        <span className={css({ fontWeight: 'normal', color: 'fg.muted', fontSize: 'sm' })}>
          ({flightMessages.flightPassengers.ageHint[p.type]})
        </span>
      </legend>
      {choices.length > 0 ? (
        <div className={cx(wide, css({ display: 'flex', flexDirection: 'column', gap: '1.5', maxW: { sm: 'xs' } }))}>
          <label htmlFor={pickId} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            {l.savedPick}
          </label>
          <select
            id={pickId}
            className={cx(input({ size: 'md' }), css({ appearance: 'auto', bg: 'white' }))}
            value={state.picked[index] ?? ''}
            onChange={(e) => {
              const choice = choices.find((c) => c.key === e.target.value);
              dispatch({ type: 'pick', index, saved: choice?.saved ?? null, key: choice?.key ?? null });
            }}
          >
            <option value="">{l.savedNone}</option>
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {savedLabel(c.saved)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={cx(wide, css({ display: 'flex', flexWrap: 'wrap', columnGap: '8', rowGap: '4' }))}>
        <ChoiceField
          id={idFor(path('isIranian'))}
          name={`${idFor('n')}-${index}`}
          label={l.nationality}
          value={p.isIranian ? 'IR' : 'OTHER'}
          options={[
            { value: 'IR', label: l.iranian },
            { value: 'OTHER', label: l.foreign },
          ]}
          onChange={(v) => dispatch({ type: 'iranian', index, isIranian: v === 'IR' })}
        />
        <ChoiceField
          id={idFor(path('gender'))}
          name={`${idFor('g')}-${index}`}
          label={l.gender}
          value={p.gender}
          options={[
            { value: 'MALE', label: l.male },
            { value: 'FEMALE', label: l.female },
          ]}
          onChange={(gender) => set({ gender })}
        />
      </div>
      {shown.has('nationality') ? (
        <CountryField
          id={idFor(path('nationality'))}
          label={l.nationalityCountry}
          value={p.nationality === IRAN ? '' : p.nationality}
          error={errors[path('nationality')]}
          exclude={[IRAN, ...BLOCKED_COUNTRIES]}
          onChange={(nationality) => set({ nationality })}
        />
      ) : null}
      {shown.has('fnameFa') ? (
        <NameFields
          first={spec('fnameFa', l.fnameFa, { autoComplete: 'off' })}
          last={spec('lnameFa', l.lnameFa, { autoComplete: 'off' })}
        />
      ) : null}
      {shown.has('fnameEn') ? <NameFields first={spec('fnameEn', l.fnameEn, latin)} last={spec('lnameEn', l.lnameEn, latin)} /> : null}
      {shown.has('nationalNumber') ? (
        <NationalCodeField {...spec('nationalNumber', l.nationalNumber, { autoComplete: 'off', maxLength: 10 })} />
      ) : null}
      <DateField
        id={idFor(path('birthDate'))}
        label={l.birthDate}
        value={p.birthDate}
        error={errors[path('birthDate')]}
        onChange={(birthDate) => set({ birthDate })}
        read={datePreview}
        hint={l.dateHint}
      />
      {shown.has('passportNumber') ? (
        <PassportNumberField {...spec('passportNumber', l.passportNumber, { ...latin, maxLength: 9 })} />
      ) : null}
      {shown.has('passportOrigin') ? (
        <CountryField
          id={idFor(path('passportOrigin'))}
          label={l.passportOrigin}
          value={p.passportOrigin}
          error={errors[path('passportOrigin')]}
          onChange={(passportOrigin) => set({ passportOrigin })}
        />
      ) : null}
      {shown.has('passportExpireDate') ? (
        <DateField
          id={idFor(path('passportExpireDate'))}
          label={l.passportExpireDate}
          value={p.passportExpireDate}
          error={errors[path('passportExpireDate')]}
          onChange={(passportExpireDate) => set({ passportExpireDate })}
          read={datePreview}
          hint={l.dateHint}
        />
      ) : null}
      {saved !== undefined ? <SaveCheckbox checked={p.save === true} onChange={(save) => set({ save })} /> : null}
    </fieldset>
  );
}

function SaveCheckbox({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const s = checkbox({ size: 'sm' });
  return (
    <Checkbox.Root className={cx(s.root, wide)} checked={checked} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.Control className={s.control}>
        <Checkbox.Indicator className={s.indicator}>
          <svg viewBox="0 0 14 14" aria-hidden="true" width="14" height="14">
            <path d="M11.7 3.3 5.5 9.5 2.3 6.3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Control>
      <Checkbox.Label className={s.label}>{l.save}</Checkbox.Label>
      <Checkbox.HiddenInput />
    </Checkbox.Root>
  );
}
