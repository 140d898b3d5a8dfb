/** The public workflow forms: each posts to the same service as its JSON route. Thin handlers. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { JSX } from 'preact';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Deps } from '../../deps.js';
import { searchDirectory } from '../../directory/search.service.js';
import { AppError } from '../../errors.js';
import { describeValidation } from '../../http/error-handler.js';
import { requestCorrection, requestRemoval } from '../../listings/change-request.service.js';
import { findListingBySlug } from '../../listings/listing.repository.js';
import { claimListing, limitWorkflowRequests, submitListing } from '../../listings/submission.service.js';
import { ClaimBody, CorrectBody, RemoveBody, SubmitBody } from '../../listings/workflow.schemas.js';
import { placeName } from '../../reference/reference-data.js';
import type { Urls } from '../../urls.js';
import type { Viewer } from '../layout.js';
import { clientError, formValue, formValues, sendPage, signedInOf, viewerOf } from '../page-scope.js';
import {
  ClaimPage,
  type ClaimTarget,
  CORRECTION_FORM_FIELDS,
  CorrectPage,
  RemovePage,
  RequestReceivedPage,
  SubmitPage,
} from '../pages/forms.js';
import { toWorkspace } from './verification.routes.js';

const hidden = { hide: true };
/** Longest business search on the claim form (as `q` of the directory search). */
const MAX_CLAIM_QUERY = 200;
const SUBMIT_FIELDS = [
  'name',
  'website',
  'email',
  'country',
  'description',
  'phone',
  'publicEmail',
  'street',
  'locality',
  'region',
  'postalCode',
];

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/** What to tell a person about each form field the JSON schema refused (by the field's name). */
const FIELD_ADVICE: Record<string, string> = {
  name: 'Enter the business name (up to 120 characters).',
  website: 'Enter the website address, such as www.example.com.',
  email: 'Enter your e-mail address.',
  country: 'Choose the country.',
  categories: 'Choose 1 to 5 categories.',
  slug: 'Choose the business first.',
  role: 'Choose your role.',
  relationship: 'Choose how you are related to the business.',
  reason: 'Say why, in up to 1,000 characters.',
  description: 'Keep the description to 1,000 characters.',
  phone: 'Enter the phone number with digits, spaces and + ( ) - only.',
  publicEmail: 'Enter a valid public e-mail address, or leave it empty.',
  street: 'Check the street: it is too long or holds characters that do not belong in an address.',
  locality: 'Check the city: it is too long or holds characters that do not belong in an address.',
  region: 'Check the region: it is too long or holds characters that do not belong in an address.',
  postalCode: 'Check the postal code: it is too long or holds characters that do not belong in one.',
};

/** A refused form field in words for a person ("Choose 1 to 5 categories."), not the API's wording. */
function forPeople(error: AppError): AppError {
  const parameter = String(error.details?.parameter ?? '');
  const field = parameter.split('.').find((part) => part in FIELD_ADVICE) ?? parameter.split('.')[0] ?? '';
  const advice = FIELD_ADVICE[field];
  return advice ? new AppError('validation_failed', advice, error.details) : error;
}

/** Checks a body built from a form against the JSON route's schema. @throws AppError validation_failed, worded for people */
function validated<T>(schema: TSchema, value: unknown): T {
  const check = compiled.get(schema) ?? Compile(schema);
  compiled.set(schema, check);
  if (!check.Check(value)) throw forPeople(describeValidation(check.Errors(value) as never, 'body'));
  return value as T;
}

/** The named form fields, trimmed, without the empty ones. */
function filled(body: unknown, names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((n) => [n, formValue(body, n)]).filter(([, v]) => v !== ''));
}

/** Runs a form action; a client error re-renders the form with the message and status. */
async function handleForm(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  action: () => Promise<FastifyReply>,
  form: (error: string, viewer: Viewer | null) => JSX.Element | Promise<JSX.Element>,
): Promise<FastifyReply> {
  try {
    return await action();
  } catch (caught) {
    const error = clientError(caught, reply);
    return sendPage(reply, await form(error.message, viewerOf(await signedInOf(deps, request))), error.status);
  }
}

export function registerFormPages(scope: FastifyInstance, deps: Deps, urls: Urls): void {
  scope.get('/submit', { schema: hidden }, async (request, reply) => {
    const viewer = viewerOf(await signedInOf(deps, request));
    return sendPage(reply, <SubmitPage values={{}} selected={[]} error={null} viewer={viewer} />);
  });

  scope.post('/submit', { schema: hidden }, async (request, reply) => {
    const values = filled(request.body, SUBMIT_FIELDS);
    const categories = formValues(request.body, 'categories');
    return handleForm(
      deps,
      request,
      reply,
      async () => {
        const { street, locality, region, postalCode, ...rest } = values;
        const address = Object.fromEntries(Object.entries({ street, locality, region, postalCode }).filter(([, v]) => v));
        const body = validated<Parameters<typeof submitListing>[2]>(SubmitBody, {
          ...rest,
          categories,
          ...(Object.keys(address).length > 0 ? { address } : {}),
        });
        await limitWorkflowRequests(deps, 'submit', request.ip);
        return toWorkspace(deps, reply, await submitListing(deps, urls, body));
      },
      (error, viewer) => <SubmitPage values={values} selected={categories} error={error} viewer={viewer} />,
    );
  });

  /** A published listing as the claim form names it. */
  const claimTarget = async (slug: string): Promise<ClaimTarget | null> => {
    const listing = slug ? await findListingBySlug(deps.db, slug) : undefined;
    if (listing?.listing_status !== 'published') return null;
    return { slug: listing.slug, name: listing.name, place: placeName(listing.locality, listing.country) };
  };

  scope.get<{ Querystring: { slug?: string; q?: string } }>('/claim', { schema: hidden }, async (request, reply) => {
    const slug = formValue(request.query, 'slug');
    const query = formValue(request.query, 'q').trim();
    const viewer = viewerOf(await signedInOf(deps, request));
    const target = await claimTarget(slug);
    let matches: ClaimTarget[] | null = null;
    let error: string | null = slug && !target ? 'That business is not in the directory; find it by its name.' : null;
    if (!target && query.length > MAX_CLAIM_QUERY) {
      error = `Search with at most ${MAX_CLAIM_QUERY} characters: the business name and its city are enough.`;
    } else if (!target && query) {
      try {
        const found = await searchDirectory(deps, urls, { q: query, limit: 8 });
        matches = found.results.map((r) => ({
          slug: r.slug,
          name: r.name,
          place: [r.city, r.countryName].filter(Boolean).join(', ') || null,
        }));
      } catch (caught) {
        error = clientError(caught, reply).message;
      }
    }
    return sendPage(
      reply,
      <ClaimPage values={{}} target={target} query={query} matches={matches} error={error} viewer={viewer} />,
      error && !target && query ? 400 : 200,
    );
  });

  scope.post('/claim', { schema: hidden }, async (request, reply) => {
    const values = filled(request.body, ['slug', 'name', 'email', 'role']);
    return handleForm(
      deps,
      request,
      reply,
      async () => {
        const body = validated<Parameters<typeof claimListing>[2]>(ClaimBody, values);
        await limitWorkflowRequests(deps, 'claim', request.ip);
        return toWorkspace(deps, reply, await claimListing(deps, urls, body));
      },
      async (error, viewer) => (
        <ClaimPage
          values={values}
          target={await claimTarget(values.slug ?? '')}
          query=""
          matches={null}
          error={error}
          viewer={viewer}
        />
      ),
    );
  });

  scope.get<{ Querystring: { slug?: string } }>('/correct', { schema: hidden }, async (request, reply) => {
    const viewer = viewerOf(await signedInOf(deps, request));
    return sendPage(reply, <CorrectPage values={{ slug: formValue(request.query, 'slug') }} error={null} viewer={viewer} />);
  });

  scope.post('/correct', { schema: hidden }, async (request, reply) => {
    const changeNames = CORRECTION_FORM_FIELDS.map(([name]) => name);
    const values = filled(request.body, ['slug', 'email', 'reason', ...changeNames]);
    return handleForm(
      deps,
      request,
      reply,
      async () => {
        const changes = filled(request.body, changeNames);
        if (Object.keys(changes).length === 0) throw new AppError('validation_failed', 'Fill in at least one new value.');
        const body = validated<Parameters<typeof requestCorrection>[1]>(CorrectBody, {
          slug: values.slug,
          email: values.email,
          reason: values.reason,
          changes,
        });
        await limitWorkflowRequests(deps, 'correct', request.ip);
        const { requestId } = await requestCorrection(deps, body);
        return sendPage(reply, <RequestReceivedPage kind="correction" requestId={requestId} viewer={null} />, 202);
      },
      (error, viewer) => <CorrectPage values={values} error={error} viewer={viewer} />,
    );
  });

  scope.get<{ Querystring: { slug?: string } }>('/remove', { schema: hidden }, async (request, reply) => {
    const viewer = viewerOf(await signedInOf(deps, request));
    return sendPage(reply, <RemovePage values={{ slug: formValue(request.query, 'slug') }} error={null} viewer={viewer} />);
  });

  scope.post('/remove', { schema: hidden }, async (request, reply) => {
    const values = filled(request.body, ['slug', 'email', 'reason', 'relationship']);
    return handleForm(
      deps,
      request,
      reply,
      async () => {
        const body = validated<Parameters<typeof requestRemoval>[1]>(RemoveBody, values);
        await limitWorkflowRequests(deps, 'remove', request.ip);
        const { requestId } = await requestRemoval(deps, body);
        return sendPage(reply, <RequestReceivedPage kind="removal" requestId={requestId} viewer={null} />, 202);
      },
      (error, viewer) => <RemovePage values={values} error={error} viewer={viewer} />,
    );
  });
}
