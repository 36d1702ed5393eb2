'use client';
import { RadioGroup } from '@ark-ui/react/radio-group';
import { useEffect, useId, useRef, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { radioGroup } from '../../../styled-system/recipes';
import { Button, ButtonLink } from '@/components/ui/Button';
import { panelFrame } from '@/components/ui/panel';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatJalali } from '@/lib/date-format';
import { todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import type { Award, CampaignWinner, Question } from '@/server/schemas/campaign';
import { play, rotationFor, SPIN_MS, storeWinner, winnerValid } from './wheel';

const m = messages.campaign;
const COLOURS = ['#e11d74', '#f59e0b', '#0ea5e9', '#10b981', '#8b5cf6', '#ef4444', '#14b8a6', '#f97316'];

interface Props {
  awards: readonly Award[];
  questions: readonly Question[];
  /** The account's prize when it has tried already (from Result), else null. */
  winner: CampaignWinner | null;
  isLogin: boolean;
  loginHref: string;
}

/** The wheel as an SVG: one slice per award, its title along the slice. Decorative: the list and the result say it in text. */
function WheelSvg({ awards }: { awards: readonly Award[] }) {
  const n = awards.length;
  const slice = (2 * Math.PI) / n;
  const point = (a: number, r: number) => [100 + r * Math.sin(a), 100 - r * Math.cos(a)] as const;
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" focusable="false" className={css({ w: 'full', h: 'full' })}>
      {awards.map((award, i) => {
        const [x1, y1] = point(i * slice, 98);
        const [x2, y2] = point((i + 1) * slice, 98);
        const mid = (i + 0.5) * slice;
        // The title is centred between the hub (r 12) and the rim (r 98) and sized to fit there: bold Persian runs about
        // 0.45 em a character, and 70 units leave a margin at both ends.
        const [tx, ty] = point(mid, 56);
        const size = Math.min(8, 70 / (0.45 * Math.max(1, award.title.length)));
        const deg = (mid * 180) / Math.PI;
        // Along the slice, read from the rim inwards on the right half; turned half a circle on the left half, so no
        // title is upside down.
        const turn = deg > 180 ? deg + 90 : deg - 90;
        return (
          <g key={award.id}>
            <path
              d={`M100 100 L${x1} ${y1} A98 98 0 0 1 ${x2} ${y2} Z`}
              fill={COLOURS[i % COLOURS.length]}
              stroke="white"
              strokeWidth="1"
            />
            <text
              x={tx}
              y={ty}
              fill="white"
              fontSize={size.toFixed(1)}
              fontWeight="bold"
              textAnchor="middle"
              dominantBaseline="middle"
              transform={`rotate(${turn} ${tx} ${ty})`}
            >
              {award.title}
            </text>
          </g>
        );
      })}
      <circle cx="100" cy="100" r="12" fill="white" stroke="#e11d74" strokeWidth="3" />
    </svg>
  );
}

function WinnerCard({ winner, intro }: { winner: CampaignWinner; intro?: string }) {
  const valid = winnerValid(winner, Date.now());
  return (
    <div data-campaign-winner className={cx(panelFrame, css({ p: '4', display: 'flex', flexDirection: 'column', gap: '2' }))}>
      {intro ? <p>{intro}</p> : null}
      <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{m.won(winner.title)}</p>
      <p>
        {m.couponLabel}:{' '}
        <bdi dir="ltr" data-coupon-code className={css({ fontFamily: 'mono', fontWeight: 'bold', fontSize: 'lg', letterSpacing: 'wide' })}>
          {winner.couponCode}
        </bdi>
      </p>
      {valid ? (
        <>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {m.expires(formatJalali(todayIn(Date.parse(winner.expireDateTime))))}
          </p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.couponUse}</p>
        </>
      ) : (
        <p className={css({ color: 'fg.error' })}>{m.expired}</p>
      )}
    </div>
  );
}

/**
 * The campaign's lucky wheel: the event's question, then one spin per account. The spin is a native button (keyboard
 * operable); the result is announced in a polite live region and shown as text; under reduced motion the wheel
 * does not turn, it is set straight on the prize.
 */
export function LuckyWheel({ awards, questions, winner: initial, isLogin, loginHref }: Props) {
  const id = useId();
  const [winner, setWinner] = useState<CampaignWinner | null>(initial);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [rotation, setRotation] = useState(() => {
    const i = initial ? awards.findIndex((a) => a.id === initial.awardId) : -1;
    return i >= 0 ? rotationFor(i, awards.length, 0) : 0;
  });
  const [justWon, setJustWon] = useState(false);
  /** Its handlers are attached (`data-hydrated`: tests wait for it before pressing anything). */
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (initial) storeWinner(localStorage, initial, Date.now());
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [initial]);

  const unanswered = questions.filter((q) => answers[q.id] === undefined);

  async function spin() {
    if (busy || winner) return;
    if (unanswered.length > 0) {
      setError(m.answerFirst);
      document.getElementById(`${id}-q-${unanswered[0]!.id}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setAnnounce(m.spinning);
    const result = await play(questions.map((q) => ({ questionId: q.id, itemId: answers[q.id]! })));
    if (!result.ok) {
      setBusy(false);
      setAnnounce('');
      setError(result.message);
      return;
    }
    const index = Math.max(
      0,
      awards.findIndex((a) => a.id === result.winner.awardId),
    );
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    setRotation(rotationFor(index, awards.length));
    storeWinner(localStorage, result.winner, Date.now());
    const done = () => {
      setBusy(false);
      setWinner(result.winner);
      setJustWon(true);
      setAnnounce(m.won(result.winner.title));
    };
    if (still) done();
    else timer.current = setTimeout(done, SPIN_MS);
  }

  const s = radioGroup();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-lucky-wheel
      data-hydrated={hydrated || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5', my: '6' })}
    >
      <h2 id={`${id}-title`} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {m.wheelTitle}
      </h2>
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: '[minmax(0, 320px) minmax(0, 1fr)]' },
          alignItems: 'start',
        })}
      >
        <div
          role="img"
          aria-label={m.wheelLabel(awards.length)}
          className={css({ position: 'relative', w: 'full', maxW: '[320px]', mx: 'auto', aspectRatio: 'square' })}
        >
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 22"
            width="24"
            height="22"
            style={{ position: 'absolute', top: -6, left: 'calc(50% - 12px)', zIndex: 1 }}
          >
            <path d="M0 0 H24 L12 22 Z" fill="#1f2937" />
          </svg>
          <div
            data-wheel
            style={{ transform: `rotate(${rotation}deg)` }}
            className={css({
              w: 'full',
              h: 'full',
              transitionProperty: '[transform]',
              transitionDuration: '[4s]',
              transitionTimingFunction: '[cubic-bezier(0.15, 0.85, 0.25, 1)]',
              _motionReduce: { transitionDuration: '[0s]' },
            })}
          >
            <WheelSvg awards={awards} />
          </div>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <div>
            <h3 className={css({ fontWeight: 'bold', mb: '2' })}>{m.awardsTitle}</h3>
            <ul className={css({ listStyle: 'disc', ps: '5', lineHeight: 'relaxed' })}>
              {awards.map((a) => (
                <li key={a.id}>{a.title}</li>
              ))}
            </ul>
          </div>
          {winner ? (
            <WinnerCard winner={winner} {...(justWon ? {} : { intro: m.alreadyPlayed })} />
          ) : !isLogin ? (
            <div className={cx(panelFrame, css({ p: '4', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'start' }))}>
              <p>{m.loginFirst}</p>
              <ButtonLink href={loginHref}>{m.login}</ButtonLink>
            </div>
          ) : (
            <>
              {questions.map((q) => (
                <RadioGroup.Root
                  key={q.id}
                  id={`${id}-q-${q.id}`}
                  name={`${id}-q-${q.id}`}
                  value={answers[q.id] === undefined ? null : String(answers[q.id])}
                  onValueChange={(d) => setAnswers((prev) => ({ ...prev, [q.id]: Number(d.value) }))}
                  disabled={busy}
                  className={s.root}
                >
                  <RadioGroup.Label className={cx(s.label, css({ fontWeight: 'medium' }))}>{q.text}</RadioGroup.Label>
                  <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
                    {q.items.map((item) => (
                      <RadioGroup.Item key={item.id} value={String(item.id)} className={s.item}>
                        <RadioGroup.ItemControl className={s.itemControl} />
                        <RadioGroup.ItemText className={s.itemText}>{item.text}</RadioGroup.ItemText>
                        <RadioGroup.ItemHiddenInput />
                      </RadioGroup.Item>
                    ))}
                  </div>
                </RadioGroup.Root>
              ))}
              <Button onClick={spin} disabled={busy} aria-describedby={error ? `${id}-error` : undefined}>
                {busy ? m.spinning : m.spin}
              </Button>
              {error ? (
                <p id={`${id}-error`} role="alert" className={css({ color: 'fg.error' })}>
                  {error}
                </p>
              ) : null}
            </>
          )}
          <p aria-live="polite" className={css({ srOnly: true })} data-wheel-status>
            {announce}
          </p>
        </div>
      </div>
    </section>
  );
}
