/** The public workflow forms: submit, claim, correct and remove a listing, and the receipt page. */
import { CATEGORIES, COUNTRIES } from '../../reference/reference-data.js';
import { Field, Layout, Notice, type Viewer } from '../layout.js';

type Values = Record<string, string>;

interface FormProps {
  values: Values;
  error: string | null;
  viewer: Viewer | null;
}

function Select(props: { name: string; label: string; value: string; options: [string, string][]; required?: boolean }) {
  return (
    <p class="field">
      <label for={`f-${props.name}`}>{props.label}</label>
      <select id={`f-${props.name}`} name={props.name} required={props.required}>
        {props.options.map(([value, label]) => (
          <option value={value} selected={props.value === value}>
            {label}
          </option>
        ))}
      </select>
    </p>
  );
}

function TextArea(props: { name: string; label: string; value: string; maxLength: number; required?: boolean; hint?: string }) {
  const id = `f-${props.name}`;
  return (
    <p class="field">
      <label for={id}>{props.label}</label>
      <textarea
        id={id}
        name={props.name}
        maxLength={props.maxLength}
        required={props.required}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
      >
        {props.value}
      </textarea>
      {props.hint && (
        <small id={`${id}-hint`} class="hint">
          {props.hint}
        </small>
      )}
    </p>
  );
}

/** The private e-mail of the person asking (for a submission, claim, correction or removal). */
function RequesterEmail({
  value,
  hint = "For the reviewer's answer; never shown.",
}: {
  value: string | undefined;
  hint?: string;
}) {
  return (
    <Field
      name="email"
      label="Your e-mail"
      type="email"
      value={value}
      required
      maxLength={254}
      autocomplete="email"
      hint={hint}
    />
  );
}

const COUNTRY_OPTIONS: [string, string][] = [
  ['', 'Choose a country'],
  ...COUNTRIES.map((c): [string, string] => [c.code, c.name]),
];

export function SubmitPage({ values, error, viewer, selected }: FormProps & { selected: string[] }) {
  return (
    <Layout title="Add a business" viewer={viewer} noindex>
      <h1>Add a business for free</h1>
      <p class="lead">
        After you send this form you prove that the business is yours: through its website (a DNS record, a file or a meta tag),
        or, without a website, with a code sent to its public e-mail or read out on a call to its public phone. A reviewer then
        publishes the listing.
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      <form method="post" action="/submit">
        <Field name="name" label="Business name" value={values.name} required maxLength={120} autocomplete="organization" />
        <Field
          name="website"
          label="Website (if it has one)"
          value={values.website}
          maxLength={2048}
          inputMode="url"
          hint="For example www.example.com. Optional: without a website, give a public phone or e-mail below."
        />
        <RequesterEmail value={values.email} hint="Private: for the verification and the reviewer's decision. Never shown." />
        <Select name="country" label="Country" value={values.country ?? ''} options={COUNTRY_OPTIONS} required />
        <fieldset class="category-picker">
          <legend>Categories (1 to 5)</legend>
          <div class="choices">
            {CATEGORIES.map((c) => (
              <label>
                <input type="checkbox" name="categories" value={c.slug} checked={selected.includes(c.slug)} /> {c.name}
              </label>
            ))}
          </div>
        </fieldset>
        <TextArea name="description" label="Description (optional)" value={values.description ?? ''} maxLength={1000} />
        <fieldset>
          <legend>Public contact details (optional with a website)</legend>
          <Field name="phone" label="Phone" type="tel" value={values.phone} maxLength={40} autocomplete="tel" />
          <Field name="publicEmail" label="Public e-mail" type="email" value={values.publicEmail} maxLength={254} />
          <Field name="street" label="Street and number" value={values.street} maxLength={200} autocomplete="address-line1" />
          <Field name="locality" label="City" value={values.locality} maxLength={100} autocomplete="address-level2" />
          <Field name="region" label="Region" value={values.region} maxLength={100} autocomplete="address-level1" />
          <Field name="postalCode" label="Postal code" value={values.postalCode} maxLength={20} autocomplete="postal-code" />
        </fieldset>
        <button type="submit">Send and continue to verification</button>
      </form>
    </Layout>
  );
}

/** The business a claim is for, as the form shows it. */
export interface ClaimTarget {
  slug: string;
  name: string;
  place: string | null;
}

/**
 * The claim form. It is for one business, chosen on its page ("Claim it") or found here by name:
 * a search shows the matches to choose from, each leading to the form filled in for it.
 */
export function ClaimPage({
  values,
  error,
  viewer,
  target,
  query,
  matches,
}: FormProps & { target: ClaimTarget | null; query: string; matches: ClaimTarget[] | null }) {
  return (
    <Layout title="Claim a listing" viewer={viewer} noindex scripts={['claim.js']}>
      <h1>{target ? `Claim ${target.name}` : 'Claim a listing'}</h1>
      <p class="lead">
        Claiming lets you manage the listing's facts and answers. You will prove that the business is yours: through its website,
        or with a code sent to its public e-mail or phone.
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {target ? (
        <form method="post" action="/claim">
          <input type="hidden" name="slug" value={target.slug} />
          <p class="claim-target">
            <strong>{target.name}</strong>
            {target.place && <span class="muted">{` · ${target.place}`}</span>} <a href="/claim">Not this business?</a>
          </p>
          <Field name="name" label="Your name" value={values.name} required maxLength={120} autocomplete="name" />
          <RequesterEmail value={values.email} hint="Private; never shown." />
          <Select
            name="role"
            label="Your role"
            value={values.role ?? 'owner'}
            options={[
              ['owner', 'Owner'],
              ['manager', 'Manager'],
              ['employee', 'Employee'],
              ['agency', 'Agency acting for the business'],
            ]}
          />
          <button type="submit">Claim and continue to verification</button>
        </form>
      ) : (
        <>
          <form method="get" action="/claim" class="searchbar claim-search" aria-label="Find the business to claim">
            <label for="f-q" class="skip">
              Business name
            </label>
            <input
              id="f-q"
              name="q"
              type="search"
              value={query}
              maxLength={200}
              required
              placeholder="Business name and city"
              autocomplete="off"
              aria-describedby="claim-search-hint"
            />
            <button type="submit">Find it</button>
          </form>
          <p id="claim-search-hint" class="muted">
            Matches appear as you type; choose yours to claim it.
          </p>
          {matches && matches.length === 0 && (
            <Notice kind="info">
              No published business matches. <a href="/submit">Add it</a> instead.
            </Notice>
          )}
          {matches && matches.length > 0 && (
            <ul class="plain claim-matches">
              {matches.map((m) => (
                <li>
                  <a href={`/claim?slug=${encodeURIComponent(m.slug)}`}>{m.name}</a>
                  {m.place && <span class="muted">{` · ${m.place}`}</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Layout>
  );
}

/** Fields a correction form offers (the JSON API accepts more). */
export const CORRECTION_FORM_FIELDS: [string, string][] = [
  ['name', 'Name'],
  ['description', 'Description'],
  ['website', 'Website'],
  ['phone', 'Phone'],
  ['publicEmail', 'Public e-mail'],
  ['priceRange', 'Price range'],
];

export function CorrectPage({ values, error, viewer }: FormProps) {
  return (
    <Layout title="Suggest a correction" viewer={viewer} noindex>
      <h1>Suggest a correction</h1>
      <p class="lead">Fill in only what should change. A reviewer checks every correction before it is applied.</p>
      {error && <Notice kind="error">{error}</Notice>}
      <form method="post" action="/correct">
        <Field name="slug" label="Listing address (slug)" value={values.slug} required maxLength={80} />
        <fieldset>
          <legend>New values</legend>
          {CORRECTION_FORM_FIELDS.map(([name, label]) => (
            <Field name={name} label={label} value={values[name]} maxLength={name === 'description' ? 1000 : 250} />
          ))}
        </fieldset>
        <TextArea name="reason" label="Why" value={values.reason ?? ''} maxLength={1000} required />
        <RequesterEmail value={values.email} />
        <button type="submit">Send the correction</button>
      </form>
    </Layout>
  );
}

export function RemovePage({ values, error, viewer }: FormProps) {
  return (
    <Layout title="Ask for removal" viewer={viewer} noindex>
      <h1>Ask for a listing to be removed</h1>
      {error && <Notice kind="error">{error}</Notice>}
      <form method="post" action="/remove">
        <Field name="slug" label="Listing address (slug)" value={values.slug} required maxLength={80} />
        <Select
          name="relationship"
          label="You are"
          value={values.relationship ?? 'owner'}
          options={[
            ['owner', 'The owner of the business'],
            ['subject', 'A person the listing is about'],
            ['other', 'Someone else'],
          ]}
        />
        <TextArea name="reason" label="Why" value={values.reason ?? ''} maxLength={1000} required />
        <RequesterEmail value={values.email} />
        <button type="submit">Send the request</button>
      </form>
    </Layout>
  );
}

export function RequestReceivedPage({
  kind,
  requestId,
  viewer,
}: {
  kind: 'correction' | 'removal';
  requestId: string;
  viewer: Viewer | null;
}) {
  return (
    <Layout title="Request received" viewer={viewer} noindex>
      <h1>{kind === 'correction' ? 'Correction received' : 'Removal request received'}</h1>
      <Notice kind="ok">{`Your request (reference ${requestId}) is waiting for review. We will e-mail you the decision.`}</Notice>
      <p>
        <a href="/">Back to the directory</a>
      </p>
    </Layout>
  );
}
