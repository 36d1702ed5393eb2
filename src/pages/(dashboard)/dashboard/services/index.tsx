import { css } from '../../../../../styled-system/css';
import { card, DashTitle, Empty } from '@/components/dashboard/ui';
import { PageMeta } from '@/components/layout/PageMeta';
import * as messages from '@/lib/messages';
import { isCounterOrAgent, roleNames } from '@/lib/roles';
import { toPersianDigits } from '@/lib/text';
import { upstream, viewer } from '@/server/request-context';
import { agencyApi } from '@/server/upstream/agency';

const t = messages.agentServices;

/**
 * `/dashboard/services`: the extra services the supplier offers agencies (GetAgentServicePluginList, issue 49 point
 * 9), each a link to its request form. Agent and counter accounts only; others get a Persian notice, and an outage is
 * said as such.
 */
export default async function AgentServicesPage() {
  const head = (
    <>
      <PageMeta title={t.title} description={t.description} noindex />
      <DashTitle>{t.title}</DashTitle>
    </>
  );
  if (!isCounterOrAgent(roleNames(viewer().roleIds)))
    return (
      <>
        {head}
        <div data-agent-services-refused>
          <Empty>{t.agencyOnly}</Empty>
        </div>
      </>
    );
  const services = await agencyApi(upstream())
    .agentServices()
    .catch((err: unknown) => {
      console.warn('agent services unavailable:', err instanceof Error ? err.message : err);
      return null;
    });
  return (
    <>
      {head}
      <p className={css({ color: 'fg.muted', mb: '4' })}>{t.description}</p>
      {services === null ? (
        <p role="alert" data-testid="agent-services-outage">
          {t.unavailable}
        </p>
      ) : services.length === 0 ? (
        <Empty>{t.empty}</Empty>
      ) : (
        <ul className={styles.list} data-testid="agent-services">
          {services.map((s) => (
            <li key={s.serviceId} className={card}>
              <h2 className={styles.h2}>{s.title}</h2>
              <p className={styles.text}>{s.description}</p>
              <p className={styles.muted}>{t.answerWithin(toPersianDigits(s.answerWithinDays))}</p>
              <a href={`/dashboard/services/${s.serviceId}`} className={styles.link} data-agent-service={s.serviceId}>
                {t.open}
                <span className={css({ srOnly: true })}> {s.title}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const styles = {
  list: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
  h2: css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' }),
  text: css({ mb: '2' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted', mb: '3' }),
  link: css({ color: 'primary.text', fontWeight: 'bold', textDecoration: 'underline' }),
};

export const getConfig = async () => ({ render: 'dynamic' }) as const;
