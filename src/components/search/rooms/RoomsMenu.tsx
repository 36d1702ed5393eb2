'use client';
/**
 * Rooms and passengers (spec 001 §5 "Rooms"): 1–4 rooms, 1–14 adults and up to 6 children per room, child ages in
 * 12 bands, a new room of 2 adults, a new child of 5. The trigger reads «N اتاق برای M نفر». The rules and their
 * messages are src/lib/rooms.ts; this is only their controls, in an Ark popover.
 */
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import * as messages from '@/lib/messages';
import {
  CHILD_AGE_OPTIONS,
  type Room,
  type RoomChange,
  addAdult,
  addChild,
  addRoom,
  removeAdult,
  removeChild,
  removeRoom,
  roomsSummary,
  setChildAge,
} from '@/lib/rooms';
import { toPersianDigits as fa } from '@/lib/text';
import { CountsPopover } from '@/components/search/CountsPopover';
import { stepButtonStyle } from '@/components/search/form-styles';

export interface RoomsMenuProps {
  rooms: Room[];
  onChange: (rooms: Room[]) => void;
  label?: string;
}

export function RoomsMenu({ rooms, onChange, label = messages.rooms.menuLabel }: RoomsMenuProps) {
  const [error, setError] = useState<string | null>(null);
  const apply = (change: RoomChange) => {
    setError(change.ok ? null : change.message);
    if (change.ok) onChange(change.rooms);
  };
  const summary = roomsSummary(rooms);
  return (
    <CountsPopover
      id="rooms"
      testId="rooms"
      label={label}
      summary={summary}
      error={error}
      onOpenChange={() => setError(null)}
      doneLabel={messages.rooms.done}
      roomy
      action={
        <button type="button" className={outlineButtonStyle} onClick={() => apply(addRoom(rooms))}>
          + {messages.rooms.addRoom}
        </button>
      }
    >
      <ol className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
        {rooms.map((room, r) => (
          <li key={r} data-testid={`room-${r}`} className={roomStyle}>
            <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
              <h3 className={css({ fontWeight: 'bold' })}>{messages.rooms.room(r + 1)}</h3>
              {rooms.length > 1 ? (
                <button type="button" className={linkButtonStyle} onClick={() => apply(removeRoom(rooms, r))}>
                  {messages.rooms.removeRoom}
                </button>
              ) : null}
            </div>
            <Stepper
              title={messages.rooms.adults}
              hint={messages.rooms.adultsHint}
              value={room.adults}
              incLabel={messages.rooms.addAdult(r + 1)}
              decLabel={messages.rooms.removeAdult(r + 1)}
              onInc={() => apply(addAdult(rooms, r))}
              onDec={() => apply(removeAdult(rooms, r))}
              testId={`adults-${r}`}
            />
            <Stepper
              title={messages.rooms.children}
              hint={messages.rooms.childrenHint}
              value={room.children.length}
              incLabel={messages.rooms.addChild(r + 1)}
              decLabel={messages.rooms.removeChild(r + 1, room.children.length)}
              onInc={() => apply(addChild(rooms, r))}
              onDec={() => apply(removeChild(rooms, r, room.children.length - 1))}
              decDisabled={room.children.length === 0}
              testId={`children-${r}`}
            />
            {room.children.length ? (
              <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}>
                {room.children.map((age, c) => (
                  <label key={c} className={css({ display: 'flex', flexDir: 'column', fontSize: 'sm', gap: '1' })}>
                    {messages.rooms.childAgeOf(r + 1, c + 1)}
                    <select
                      value={age}
                      data-testid={`child-age-${r}-${c}`}
                      onChange={(e) => apply(setChildAge(rooms, r, c, Number(e.currentTarget.value)))}
                      className={selectStyle}
                    >
                      {CHILD_AGE_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </CountsPopover>
  );
}

function Stepper(props: {
  title: string;
  hint: string;
  value: number;
  incLabel: string;
  decLabel: string;
  onInc: () => void;
  onDec: () => void;
  decDisabled?: boolean;
  testId: string;
}) {
  return (
    <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
      <div>
        <div>{props.title}</div>
        <div className={css({ fontSize: 'xs', color: 'fg.muted' })}>{props.hint}</div>
      </div>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <button
          type="button"
          className={stepButtonStyle}
          aria-label={props.incLabel}
          onClick={props.onInc}
          data-testid={`${props.testId}-inc`}
        >
          +
        </button>
        <output aria-live="polite" className={css({ minW: '6', textAlign: 'center', fontWeight: 'bold' })} data-testid={props.testId}>
          {fa(props.value)}
        </output>
        <button
          type="button"
          className={stepButtonStyle}
          aria-label={props.decLabel}
          onClick={props.onDec}
          disabled={props.decDisabled}
          data-testid={`${props.testId}-dec`}
        >
          −
        </button>
      </div>
    </div>
  );
}

const focusRing = { _focusVisible: { outline: '[2px solid]', outlineColor: 'primary.default', outlineOffset: '[2px]' } } as const;
const roomStyle = css({ display: 'flex', flexDir: 'column', gap: '3', pb: '3', borderBottomWidth: '1px', borderColor: 'border.subtle' });
const selectStyle = css({
  h: '9',
  px: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  ...focusRing,
});
const linkButtonStyle = css({ color: 'red.11', fontSize: 'sm', cursor: 'pointer', ...focusRing });
const outlineButtonStyle = css({
  px: '3',
  h: '10',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'primary.default',
  color: 'primary.text',
  cursor: 'pointer',
  ...focusRing,
});
