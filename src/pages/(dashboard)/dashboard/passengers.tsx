import { css } from '../../../../styled-system/css';
import { DashTitle, DataTable, Empty } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import { dashDay } from '@/components/dashboard/format';
import * as messages from '@/lib/messages';
import { toPersianDigits, joinParts } from '@/lib/text';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';
import { agencyApi } from '@/server/upstream/agency';

const d = messages.dash;

/** Saved passengers: the account holder (lead passenger of every order) with the identity on file. */
export default async function PassengersPage() {
  const api = accountApi(upstream());
  const [user, orders, saved] = await Promise.all([
    api.user(),
    api.orders('orders', 1, 50),
    // Saved passengers (an agent's passenger list for AGENT); the page still shows the holder if this fails.
    agencyApi(upstream())
      .passengers()
      .catch(() => []),
  ]);
  const travelled = orders.items.reduce((n, o) => n + o.passengersCount, 0);
  return (
    <>
      <PageMeta title={d.passengers} description={d.title} noindex />
      <DashTitle>{d.passengers}</DashTitle>
      {user.name || user.family ? (
        <DataTable
          caption={d.passengers}
          head={[messages.authFlow.name, messages.authFlow.family, d.nationalCode, d.birthDate, d.gender, '']}
          rows={[
            [
              user.name,
              user.family,
              user.nationalCode ? (
                <bdi key="n" dir="ltr">
                  {toPersianDigits(user.nationalCode)}
                </bdi>
              ) : (
                '—'
              ),
              user.birthDate ? dashDay(user.birthDate) : '—',
              user.gender === 'MALE' ? d.male : user.gender === 'FEMALE' ? d.female : d.unknown,
              <span key="l" className={css({ fontSize: 'xs', color: 'primary.text' })}>
                {d.leadPassenger}
              </span>,
            ],
          ]}
        />
      ) : (
        <Empty>{d.noPassengers}</Empty>
      )}
      {saved.length > 0 ? (
        <>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', mt: '8', mb: '3' })}>{messages.customers.savedPassengers}</h2>
          <DataTable
            caption={messages.customers.savedPassengers}
            head={[messages.authFlow.name, messages.authFlow.family, d.nationalCode, messages.customers.passport, d.birthDate, d.gender]}
            rows={saved.map((p) => [
              p.first_name,
              p.last_name,
              p.nationalNumber ? (
                <bdi key="n" dir="ltr">
                  {toPersianDigits(p.nationalNumber)}
                </bdi>
              ) : (
                '—'
              ),
              p.number ? (
                <bdi key="p" dir="ltr">
                  {p.number}
                </bdi>
              ) : (
                '—'
              ),
              p.birth_date ? dashDay(p.birth_date) : '—',
              p.gender === 'MALE' ? d.male : d.female,
            ])}
          />
        </>
      ) : null}
      {travelled > 0 ? (
        <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
          {joinParts(d.passengersCount(travelled), messages.dashboard.orders)}
        </p>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
