/** The reviewer console `/admin`: reviewer login, the queue, items, decisions and the review log. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks.js';
import type { Deps } from '../../deps.js';
import { AppError } from '../../errors.js';
import { approveItem, listReviewQueue, rejectItem } from '../../listings/review.service.js';
import { loadQueueItem, readReviewLog } from '../../listings/review-console.service.js';
import type { SignedIn } from '../../owners/session.service.js';
import type { Urls } from '../../urls.js';
import { clientError, formValue, sendPage, viewerOf } from '../page-scope.js';
import { ItemPage, LogPage, QUEUE_TYPES, QueuePage } from '../pages/admin/console.js';
import { type LoginArea, registerLoginPages, requireRole } from './login.routes.js';

const hidden = { hide: true };
const REVIEWER: LoginArea = { role: 'reviewer', base: '/admin', home: '/admin', audience: 'reviewer console' };
const ID = /^[A-Za-z0-9_-]{1,40}$/;

export function registerAdminPages(scope: FastifyInstance, deps: Deps, urls: Urls, background: BackgroundTasks): void {
  registerLoginPages(scope, deps, background, REVIEWER);

  scope.get<{ Querystring: Record<string, string> }>('/admin', { schema: hidden }, async (request, reply) => {
    const signedIn = await requireRole(deps, request, reply, REVIEWER);
    if (!signedIn) return reply;
    const type = formValue(request.query, 'type');
    const filter = {
      type: QUEUE_TYPES.some(([value]) => value === type) ? type : '',
      ready: formValue(request.query, 'ready') === '1',
      disputed: formValue(request.query, 'disputed') === '1',
    };
    const items = (await listReviewQueue(deps)).filter(
      (i) =>
        (!filter.type || i.type === filter.type) &&
        (!filter.ready || i.status !== 'pending_verification') &&
        (!filter.disputed || i.disputed),
    );
    return sendPage(
      reply.header('cache-control', 'no-store'),
      <QueuePage items={items} filter={filter} viewer={viewerOf(signedIn)} />,
    );
  });

  const itemPage = async (
    reply: FastifyReply,
    signedIn: SignedIn,
    id: string,
    messages: { notice?: string; error?: string; status?: number } = {},
  ) => {
    const [item, log] = await Promise.all([loadQueueItem(deps, id), readReviewLog(deps, { entityId: id })]);
    return sendPage(
      reply.header('cache-control', 'no-store'),
      <ItemPage
        item={item}
        log={log}
        notice={messages.notice ?? null}
        error={messages.error ?? null}
        viewer={viewerOf(signedIn)}
      />,
      messages.status ?? 200,
    );
  };

  const itemId = (request: FastifyRequest<{ Params: { id: string } }>) => {
    if (!ID.test(request.params.id)) throw new AppError('not_found', 'No queue item has this id.');
    return request.params.id;
  };

  scope.get<{ Params: { id: string } }>('/admin/items/:id', { schema: hidden }, async (request, reply) => {
    const signedIn = await requireRole(deps, request, reply, REVIEWER);
    return signedIn ? itemPage(reply, signedIn, itemId(request)) : reply;
  });

  scope.post<{ Params: { id: string } }>('/admin/items/:id/decide', { schema: hidden }, async (request, reply) => {
    const signedIn = await requireRole(deps, request, reply, REVIEWER);
    if (!signedIn) return reply;
    const id = itemId(request);
    const decision = formValue(request.body, 'decision');
    const note = formValue(request.body, 'note');
    const actor = { type: 'reviewer' as const, id: signedIn.account.id };
    try {
      if (decision === 'approve') await approveItem(deps, urls, id, actor, note || null);
      else if (decision === 'reject') await rejectItem(deps, id, actor, note);
      else throw new AppError('validation_failed', 'Choose approve or reject.');
      return itemPage(reply, signedIn, id, { notice: decision === 'approve' ? 'Approved.' : 'Rejected.' });
    } catch (caught) {
      const error = clientError(caught, reply);
      if (error.code === 'not_found') throw error;
      return itemPage(reply, signedIn, id, { error: error.message, status: error.status });
    }
  });

  scope.get('/admin/log', { schema: hidden }, async (request, reply) => {
    const signedIn = await requireRole(deps, request, reply, REVIEWER);
    if (!signedIn) return reply;
    const log = await readReviewLog(deps, { limit: 200 });
    return sendPage(reply.header('cache-control', 'no-store'), <LogPage log={log} viewer={viewerOf(signedIn)} />);
  });
}
