import { css } from '../../../../styled-system/css';
import { DashTitle, DataTable, Empty } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import { dashDay } from '@/components/dashboard/format';
import * as messages from '@/lib/messages';
import { toPersianDigits, joinParts } from '@/lib/text';
import { upstream } from '@/server/request-context';
import { accountApi } from '@/server/upstream/account';

const d = messages.dash;

/** Saved passengers: the account holder (lead passenger of every order) with the identity on file. */
export default async function PassengersPage() {
  const api = accountApi(upstream());
  const [user, orders] = await Promise.all([api.user(), api.orders('orders', 1, 50)]);
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
      {travelled > 0 ? (
        <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
          {joinParts(d.passengersCount(travelled), messages.dashboard.orders)}
        </p>
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
