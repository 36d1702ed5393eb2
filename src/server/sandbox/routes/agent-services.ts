/**
 * Agent services (issue 49 point 9), for agency accounts (AGENT, CREDIT_COUNTER; anyone else 403):
 *   POST /api2/AgentServices/GetAgentServicePluginList { category? }         → envelope AgentService[]
 *   GET  /api2/FormBuilder/GetFormPlugin/{serviceId}/{entityFormId}/{extraId} → envelope FormPlugin (404 unless the
 *                                                                              three name one service together)
 *   POST /api2/AgentServices/SubmitServiceRequest { serviceId, entityFormId, extraId, values }
 *        → envelope ServiceRequestRecord: the request recorded with its tracking number; 400 with the Persian message
 *          of each bad field in `data` (the same checks as the site's form: src/lib/form-plugin.ts)
 */
import { Hono } from 'hono';
import { checkForm, formMessages } from '@/lib/form-plugin';
import { toJalaliParts } from '@/lib/dates';
import { AgentServicesRequest, ServiceRequestBody, type ServiceRequestRecord } from '../../schemas/agency';
import type { SandboxEnv } from '../context';
import { agentServiceList, findServiceForm, formPluginOf } from '../data/agent-services';
import { fail, intParam, MSG, ok, readBody, type Ctx } from '../http';
import { currentUser } from '../session';
import type { UserRecord } from '../store';
import { addDays, isoInstant, tehranToday } from '../time';

const KEEP = 1000;
const NO_FORM = 'این خدمت یا فرم آن یافت نشد';

function isAgency(user: Pick<UserRecord, 'roles'>): boolean {
  return user.roles.includes('AGENT') || user.roles.includes('CREDIT_COUNTER');
}

async function agencyUser(c: Ctx) {
  const found = await currentUser(c);
  return isAgency(found.user) ? found : null;
}

export function agentServiceRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/api2/AgentServices/GetAgentServicePluginList', async (c) => {
    const body = await readBody(c, AgentServicesRequest);
    if ('error' in body) return body.error;
    if (!(await agencyUser(c))) return fail(c, 403, 'forbidden', MSG.forbidden);
    return ok(c, agentServiceList(body.value.category));
  });

  app.get('/api2/FormBuilder/GetFormPlugin/:serviceId/:entityFormId/:extraId', async (c) => {
    if (!(await agencyUser(c))) return fail(c, 403, 'forbidden', MSG.forbidden);
    const [serviceId, formId, extraId] = [c.req.param('serviceId'), c.req.param('entityFormId'), c.req.param('extraId')].map(intParam);
    const service = serviceId && formId && extraId ? findServiceForm(serviceId, formId, extraId) : undefined;
    if (!service) return fail(c, 404, 'not_found', NO_FORM);
    return ok(c, formPluginOf(service));
  });

  app.post('/api2/AgentServices/SubmitServiceRequest', async (c) => {
    const ctx = c.get('ctx');
    const body = await readBody(c, ServiceRequestBody);
    if ('error' in body) return body.error;
    const found = await agencyUser(c);
    if (!found) return fail(c, 403, 'forbidden', MSG.forbidden);
    const { serviceId, entityFormId, extraId, values } = body.value;
    const service = findServiceForm(serviceId, entityFormId, extraId);
    if (!service) return fail(c, 404, 'not_found', NO_FORM);
    const today = tehranToday(ctx.clock());
    const names = new Set(service.form.fields.map((f) => f.name));
    const unknown = Object.keys(values).filter((k) => !names.has(k));
    const checked = checkForm(service.form.fields, values, today);
    const errors = {
      ...Object.fromEntries(unknown.map((k) => [k, formMessages.unknownField])),
      ...(checked.ok ? {} : checked.errors),
    };
    if (Object.keys(errors).length > 0) {
      const first = Object.values(errors)[0] as string;
      return fail(c, 400, 'validation', first, errors);
    }
    if (!checked.ok) return fail(c, 400, 'validation', MSG.invalidBody);
    const { store, user } = found;
    const year = toJalaliParts(today).year;
    const trackingNumber = `AS-${year}-${String(100_000 + (++store.seq % 900_000)).padStart(6, '0')}`;
    const record: ServiceRequestRecord = {
      trackingNumber,
      serviceId: service.serviceId,
      title: service.title,
      status: 'registered',
      statusText: 'ثبت شده؛ در انتظار بررسی کارشناس',
      createdAt: isoInstant(ctx.clock()),
      answerBy: addDays(today, service.answerWithinDays),
    };
    store.serviceRequests.push({ ...record, userId: user.userId, values: checked.values });
    if (store.serviceRequests.length > KEEP) store.serviceRequests.shift();
    ctx.log(`agent service request ${trackingNumber} (${service.title}) from ${user.userId}`);
    return ok(c, record);
  });

  return app;
}
