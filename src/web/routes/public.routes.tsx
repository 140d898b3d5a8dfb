/** Public directory pages: home, search, business, categories, countries, analytics. Thin handlers. */
import type { FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import type { Deps } from '../../deps.js';
import { buildBootstrap } from '../../directory/bootstrap.service.js';
import { DirectoryQuery } from '../../directory/directory.schemas.js';
import { computeAnalytics, computeGlobe, listCategories, listLocations } from '../../directory/figures.service.js';
import { getBusinessProfile } from '../../directory/profile.service.js';
import { type DirectoryParams, searchDirectory } from '../../directory/search.service.js';
import { openingStatus, timeZoneOf } from '../../directory/understanding/opening.js';
import { AppError } from '../../errors.js';
import { ask } from '../../gateway/ask.service.js';
import { findCategory, findCountry } from '../../reference/reference-data.js';
import type { Urls } from '../../urls.js';
import { otherPageLanguages, pageLanguage } from '../page-language.js';
import { clientError, formValue, formValues, sendPage, signedInOf, viewerOf } from '../page-scope.js';
import { ANALYTICS_DAYS, AnalyticsPage } from '../pages/analytics.js';
import { CategoriesPage, CategoryPage, CountriesPage, CountryPage } from '../pages/browse.js';
import { type AskState, BusinessPage } from '../pages/business.js';
import { HomePage } from '../pages/home.js';
import { type SearchForm, SearchPage } from '../pages/search.js';

const checkDirectoryQuery = Compile(DirectoryQuery);
const PAGE_SIZE = 20;
const hidden = { hide: true };

/** The search form as `/api/directory` parameters, or why they are not acceptable. */
function directoryParams(form: SearchForm, cursor: string): { params: DirectoryParams } | { error: string } {
  const raw: Record<string, unknown> = {};
  if (form.q) raw.q = form.q;
  if (form.category.length > 0) raw.category = form.category.join(',');
  for (const key of ['country', 'city', 'verified', 'sort', 'language', 'openAt', 'openNow', 'interpret'] as const)
    if (form[key]) raw[key] = form[key];
  if (form.limit) raw.limit = /^\d{1,3}$/.test(form.limit) ? Number(form.limit) : form.limit;
  if (cursor) raw.cursor = cursor;
  if (form.category.length > 5) return { error: 'Choose at most 5 categories.' };
  if (!checkDirectoryQuery.Check(raw)) {
    return {
      error:
        'Some search fields are not valid: words up to 200 characters, a city up to 100, 10 to 50 per page, a language as a code (nl, en).',
    };
  }
  return { params: raw as DirectoryParams };
}

export function registerPublicPages(scope: FastifyInstance, deps: Deps, urls: Urls): void {
  scope.get('/', { schema: hidden }, async (request, reply) => {
    const [data, globe, signedIn] = await Promise.all([
      buildBootstrap(deps, urls),
      computeGlobe(deps, urls),
      signedInOf(deps, request),
    ]);
    return sendPage(reply, <HomePage data={data} points={globe.points} viewer={viewerOf(signedIn)} />);
  });

  scope.get<{ Querystring: Record<string, string | string[]> }>('/search', { schema: hidden }, async (request, reply) => {
    const query = request.query;
    const form: SearchForm = {
      q: formValue(query, 'q'),
      category: formValues(query, 'category')
        .flatMap((c) => c.split(','))
        .filter(Boolean),
      country: formValue(query, 'country'),
      city: formValue(query, 'city'),
      verified: formValue(query, 'verified'),
      sort: formValue(query, 'sort'),
      limit: formValue(query, 'limit'),
      language: formValue(query, 'language'),
      openAt: formValue(query, 'openAt'),
      openNow: formValue(query, 'openNow'),
      interpret: formValue(query, 'interpret'),
    };
    const cursor = formValue(query, 'cursor');
    const viewer = viewerOf(await signedInOf(deps, request));
    const checked = directoryParams(form, cursor);
    if ('error' in checked) {
      return sendPage(reply, <SearchPage form={form} result={null} error={checked.error} paged={false} viewer={viewer} />, 400);
    }
    try {
      const result = await searchDirectory(deps, urls, checked.params);
      return sendPage(reply, <SearchPage form={form} result={result} error={null} paged={Boolean(cursor)} viewer={viewer} />);
    } catch (caught) {
      const error = clientError(caught, reply);
      return sendPage(
        reply,
        <SearchPage form={form} result={null} error={error.message} paged={false} viewer={viewer} />,
        error.status,
      );
    }
  });

  scope.get<{ Params: { slug: string }; Querystring: { q?: string; lang?: string } }>(
    '/business/:slug',
    { schema: hidden },
    async (request, reply) => {
      const { business, jsonLd } = await getBusinessProfile(deps, urls, request.params.slug);
      const question = formValue(request.query, 'q');
      let askState: AskState | null = null;
      if (question) {
        const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        try {
          askState = { question, answer: await ask(deps, urls, business.slug, question, visitor, 'preview'), error: null };
        } catch (caught) {
          const error = clientError(caught);
          askState = { question, answer: null, error: error.message };
        }
      }
      const viewer = viewerOf(await signedInOf(deps, request));
      // The ask box speaks the visitor's language when the business serves it (`?lang=`, else the browser's).
      const chosen = pageLanguage(
        { query: formValue(request.query, 'lang'), acceptLanguage: request.headers['accept-language'] },
        business.languages,
      );
      const askLanguage = { ...chosen, others: otherPageLanguages(business.languages, chosen.language) };
      reply.header('vary', 'Accept-Language');
      return sendPage(
        reply,
        <BusinessPage
          business={business}
          jsonLd={jsonLd}
          askLanguage={askLanguage}
          ask={askState}
          opening={openingStatus(
            business.hours,
            timeZoneOf({ lat: business.geo?.lat ?? null, lon: business.geo?.lon ?? null, country: business.address.country }),
            deps.clock.now(),
          )}
          viewer={viewer}
        />,
      );
    },
  );

  scope.get('/categories', { schema: hidden }, async (request, reply) => {
    const [categories, signedIn] = await Promise.all([listCategories(deps, urls), signedInOf(deps, request)]);
    return sendPage(reply, <CategoriesPage categories={categories} viewer={viewerOf(signedIn)} />);
  });

  scope.get<{ Params: { slug: string }; Querystring: { cursor?: string } }>(
    '/category/:slug',
    { schema: hidden },
    async (request, reply) => {
      const category = findCategory(request.params.slug);
      if (!category) throw new AppError('not_found', 'There is no such category.');
      const cursor = formValue(request.query, 'cursor');
      const result = await searchDirectory(deps, urls, {
        category: category.slug,
        limit: PAGE_SIZE,
        cursor: cursor || undefined,
      });
      const viewer = viewerOf(await signedInOf(deps, request));
      return sendPage(reply, <CategoryPage category={category} result={result} paged={Boolean(cursor)} viewer={viewer} />);
    },
  );

  scope.get('/countries', { schema: hidden }, async (request, reply) => {
    const [locations, signedIn] = await Promise.all([listLocations(deps), signedInOf(deps, request)]);
    return sendPage(reply, <CountriesPage locations={locations} viewer={viewerOf(signedIn)} />);
  });

  scope.get<{ Params: { code: string }; Querystring: { cursor?: string } }>(
    '/country/:code',
    { schema: hidden },
    async (request, reply) => {
      const country = /^[a-z]{2}$/i.test(request.params.code) ? findCountry(request.params.code) : undefined;
      if (!country) throw new AppError('not_found', 'There is no such country code.');
      const cursor = formValue(request.query, 'cursor');
      const [result, locations] = await Promise.all([
        searchDirectory(deps, urls, { country: country.code, limit: PAGE_SIZE, cursor: cursor || undefined }),
        listLocations(deps),
      ]);
      const cities = locations.countries.find((c) => c.code === country.code)?.cities.slice(0, 30) ?? [];
      const viewer = viewerOf(await signedInOf(deps, request));
      return sendPage(
        reply,
        <CountryPage country={country} cities={cities} result={result} paged={Boolean(cursor)} viewer={viewer} />,
      );
    },
  );

  scope.get<{ Querystring: { days?: string } }>('/analytics', { schema: hidden }, async (request, reply) => {
    const requested = Number(formValue(request.query, 'days') || 30);
    const days = ANALYTICS_DAYS.includes(requested) ? requested : 30;
    const [data, signedIn] = await Promise.all([computeAnalytics(deps, days), signedInOf(deps, request)]);
    return sendPage(reply, <AnalyticsPage data={data} viewer={viewerOf(signedIn)} />);
  });
}
