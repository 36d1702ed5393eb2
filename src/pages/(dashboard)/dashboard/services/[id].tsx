import { unstable_notFound } from 'waku/router/server';
import { css } from '../../../../../styled-system/css';
import { ServiceRequestForm } from '@/components/account/ServiceRequestForm';
import { DashTitle, Empty } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import { todayIn } from '@/lib/dates';
import * as messages from '@/lib/messages';
import { isCounterOrAgent, roleNames } from '@/lib/roles';
import { upstream, viewer } from '@/server/request-context';
import { agencyApi } from '@/server/upstream/agency';
import { UpstreamError } from '@/server/upstream/request';

const t = messages.agentServices;

const notFoundOn404 = (err: unknown): never => {
  if (err instanceof UpstreamError && err.kind === 'http' && err.status === 404) unstable_notFound();
  throw err;
};

/**
 * `/dashboard/services/{serviceId}`: one agent service's request form, rendered from the supplier's form plugin
 * (FormBuilder/GetFormPlugin by the ids the service list gives it). Agent and counter accounts only (others get a
 * Persian notice); a malformed or unknown id is «not found».
 */
export default async function AgentServicePage({ id }: { id: string }) {
  const serviceId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  if (serviceId < 1) unstable_notFound();
  if (!isCounterOrAgent(roleNames(viewer().roleIds)))
    return (
      <>
        <PageMeta title={t.title} description={t.description} noindex />
        <DashTitle>{t.title}</DashTitle>
        <div data-agent-services-refused>
          <Empty>{t.agencyOnly}</Empty>
        </div>
      </>
    );
  const api = agencyApi(upstream());
  const service = (await api.agentServices()).find((s) => s.serviceId === serviceId);
  if (!service) unstable_notFound();
  const plugin = await api.formPlugin(service.serviceId, service.entityFormId, service.extraId).catch(notFoundOn404);
  return (
    <>
      <PageMeta title={plugin.title} description={plugin.description} noindex />
      <DashTitle>{plugin.title}</DashTitle>
      <p className={css({ color: 'fg.muted' })}>{plugin.description}</p>
      <ServiceRequestForm plugin={plugin} today={todayIn(Date.now())} />
      <a href="/dashboard/services" className={css({ display: 'inline-block', mt: '6', color: 'primary.text' })}>
        {t.back}
      </a>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
