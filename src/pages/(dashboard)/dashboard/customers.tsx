import { css } from '../../../../styled-system/css';
import { CustomerForm } from '@/components/account/CustomerForm';
import { dashDate } from '@/components/dashboard/format';
import { DashTitle, DataTable, Empty } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { hasRole, roleNames, ROLES } from '@/lib/roles';
import { toPersianDigits } from '@/lib/text';
import { upstream, viewer } from '@/server/request-context';
import { agencyApi } from '@/server/upstream/agency';

const t = messages.customers;

/**
 * The customers a BUYFOROTHER user buys for (CreateCustomer). The spec's roles (001 §6) give customers to
 * BUYFOROTHER only: an agent (AGENT) is told so, and where its own travellers are (the passengers page, and the
 * picker of every travellers form); anyone else is told the page is not theirs.
 */
export default async function CustomersPage() {
  const roles = roleNames(viewer().roleIds);
  const buysForOthers = hasRole(roles, ROLES.BUYFOROTHER);
  if (!buysForOthers)
    return (
      <>
        <PageMeta title={t.title} description={t.description} noindex />
        <DashTitle>{t.title}</DashTitle>
        {hasRole(roles, ROLES.AGENT) ? (
          <div data-customers-refused="agent">
            <Empty>{t.agentNotAllowed}</Empty>
            <a
              href="/dashboard/passengers"
              className={css({ color: 'primary.text', textDecoration: 'underline', display: 'inline-block', mt: '3' })}
            >
              {t.agentPassengersLink}
            </a>
          </div>
        ) : (
          <Empty>{t.notAllowed}</Empty>
        )}
      </>
    );
  const customers = await agencyApi(upstream()).customers();
  return (
    <>
      <PageMeta title={t.title} description={t.description} noindex />
      <DashTitle>{t.title}</DashTitle>
      {customers.length === 0 ? (
        <Empty>{t.empty}</Empty>
      ) : (
        <DataTable
          caption={t.listCaption}
          head={[t.firstName, t.lastName, t.nationalCode, t.mobile, messages.dash.date]}
          rows={customers.map((c) => [
            c.firstName,
            c.lastName,
            <bdi key="n" dir="ltr">
              {toPersianDigits(c.nationalCode)}
            </bdi>,
            <bdi key="m" dir="ltr">
              {toPersianDigits(c.mobile)}
            </bdi>,
            dashDate(c.createdAt),
          ])}
        />
      )}
      <CustomerForm />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
