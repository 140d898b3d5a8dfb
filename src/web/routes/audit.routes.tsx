/** The website audit page: the form posts, the audit runs, the browser is sent to the report. */
import type { FastifyInstance } from 'fastify';
import { auditWebsite, getAudit } from '../../audit/audit.service.js';
import type { AuditSlots } from '../../audit/audit-slots.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { Urls } from '../../urls.js';
import { clientError, formValue, sendPage, signedInOf, viewerOf } from '../page-scope.js';
import { AuditFormPage, AuditReportPage } from '../pages/audit.js';

const hidden = { hide: true };

export function registerAuditPages(scope: FastifyInstance, deps: Deps, urls: Urls, slots: AuditSlots): void {
  scope.get<{ Querystring: { url?: string } }>('/audit', { schema: hidden }, async (request, reply) => {
    const viewer = viewerOf(await signedInOf(deps, request));
    return sendPage(reply, <AuditFormPage url={formValue(request.query, 'url')} email="" error={null} viewer={viewer} />);
  });

  scope.post('/audit', { schema: hidden }, async (request, reply) => {
    const url = formValue(request.body, 'url');
    const email = formValue(request.body, 'email');
    try {
      if (!url) throw new AppError('validation_failed', 'Enter the address of a website.');
      const { audit } = await auditWebsite(deps, urls, slots, email ? { url, email } : { url }, request.ip);
      return reply.code(303).header('location', `/audit/${audit.id}`).send();
    } catch (caught) {
      const error = clientError(caught, reply);
      const viewer = viewerOf(await signedInOf(deps, request));
      return sendPage(reply, <AuditFormPage url={url} email={email} error={error.message} viewer={viewer} />, error.status);
    }
  });

  scope.get<{ Params: { id: string } }>('/audit/:id', { schema: hidden }, async (request, reply) => {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(request.params.id)) throw new AppError('not_found', 'There is no such audit.');
    const [{ audit }, signedIn] = await Promise.all([getAudit(deps, request.params.id), signedInOf(deps, request)]);
    return sendPage(reply, <AuditReportPage audit={audit} viewer={viewerOf(signedIn)} />);
  });
}
