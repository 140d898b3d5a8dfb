/**
 * A business page: first what a customer needs (open now, call, directions, website), then the ask
 * box, then the profile from approved facts; contact, hours, verification and agent links beside.
 */
import type { PageStrings } from '../../answers/lexicon.js';
import { languageNameIn } from '../../answers/voice.js';
import type { presentBusiness } from '../../directory/profile.present.js';
import type { OpeningStatus } from '../../directory/understanding/opening.js';
import type { AskResponse } from '../../gateway/ask.service.js';
import { DAY_NAMES } from '../../listings/listing-input.js';
import { Layout, Notice, Time, type Viewer } from '../layout.js';
import { LocationMap } from '../map.js';
import { VerifiedBadge } from './parts.js';

type Business = ReturnType<typeof presentBusiness>;

const KIND_TITLES: [string, string][] = [
  ['summary', 'About'],
  ['service', 'Services'],
  ['audience', 'Who it is for'],
  ['pricing', 'Prices'],
  ['hours', 'Opening times'],
  ['location', 'Location'],
  ['area_served', 'Area served'],
  ['language', 'Languages'],
  ['policy', 'Policies'],
  ['contact_route', 'How to get in touch'],
  ['faq', 'Questions and answers'],
];

export interface AskState {
  question: string;
  answer: AskResponse | null;
  error: string | null;
}

/** The ask box's language: its texts, and the business's other languages it can be switched to. */
export interface AskLanguage {
  language: string;
  strings: PageStrings;
  others: string[];
}

export function BusinessPage(props: {
  business: Business;
  jsonLd: Record<string, unknown>;
  askLanguage: AskLanguage;
  ask: AskState | null;
  /** Open or closed now, in the listing's own time zone (null without hours). */
  opening: OpeningStatus | null;
  viewer: Viewer | null;
}) {
  const b = props.business;
  return (
    <Layout
      title={b.name}
      description={b.description.slice(0, 160)}
      canonical={b.links.page}
      jsonLd={props.jsonLd}
      scripts={['ask.js']}
      viewer={props.viewer}
    >
      <Heading business={b} />
      <VisitBar business={b} opening={props.opening} />
      <div class="two">
        <div>
          <AskBox business={b} askLanguage={props.askLanguage} ask={props.ask} />
          <FactsSection business={b} />
        </div>
        <aside>
          <ContactCard business={b} />
          {b.geo && (
            <section aria-labelledby="map-h" class="card">
              <h2 id="map-h">On the map</h2>
              <LocationMap lat={b.geo.lat} lon={b.geo.lon} label={`Map of the area around ${b.name}, marked with a dot`} />
            </section>
          )}
          <HoursCard business={b} />
          <VerificationCard business={b} />
          <AgentLinksCard business={b} />
          <p>
            <a href={`/correct?slug=${b.slug}`}>Suggest a correction</a> · <a href={`/remove?slug=${b.slug}`}>Ask for removal</a>
          </p>
        </aside>
      </div>
    </Layout>
  );
}

function Heading({ business: b }: { business: Business }) {
  return (
    <>
      <h1>
        {b.name} <VerifiedBadge verified={b.verification.status === 'verified'} />
      </h1>
      <p class="muted">
        {b.categories.map((c, i) => (
          <>
            {i > 0 && ', '}
            <a href={`/category/${c.slug}`}>{c.name}</a>
          </>
        ))}
        {b.address.country && (
          <>
            {' · '}
            <a href={`/country/${b.address.country.toLowerCase()}`}>{b.address.countryName ?? b.address.country}</a>
          </>
        )}
        {b.businessStatus !== 'operational' && <strong>{` · ${b.businessStatus.replace(/_/g, ' ')}`}</strong>}
      </p>
      {b.description && <p class="lead">{b.description}</p>}
    </>
  );
}

/** The street address on one line. */
function addressLine(b: Business): string {
  return [b.address.street, [b.address.postalCode, b.address.locality].filter(Boolean).join(' '), b.address.countryName]
    .filter(Boolean)
    .join(', ');
}

/** Where a map service shows the way: to the listing's point, else to its address. */
function directionsUrl(b: Business): string | null {
  if (b.geo) return `https://www.openstreetmap.org/directions?to=${b.geo.lat}%2C${b.geo.lon}`;
  const address = addressLine(b);
  return b.address.street && address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

function openingText(opening: OpeningStatus): string {
  if (opening.open) return `Open now · until ${opening.closes}`;
  if (opening.next) return `Closed now · opens ${DAY_NAMES[opening.next.day as keyof typeof DAY_NAMES]} ${opening.next.opens}`;
  return 'Closed now';
}

/** What a customer needs first: open now or not, and one tap to call, find the way or open the website. */
function VisitBar({ business: b, opening }: { business: Business; opening: OpeningStatus | null }) {
  const directions = directionsUrl(b);
  const address = addressLine(b);
  return (
    <section aria-labelledby="visit-h" class="visit">
      <h2 id="visit-h" class="skip">
        Visit or get in touch
      </h2>
      {opening && (
        <p class={`status ${opening.open ? 'open' : 'closed'}`}>
          <strong>{openingText(opening)}</strong> <span class="muted">(local time)</span>
        </p>
      )}
      {address && <p class="address">{address}</p>}
      <p class="actions">
        {b.phone && (
          <a class="button" href={`tel:${b.phone.replace(/[^+\d]/g, '')}`}>
            {`Call ${b.phone}`}
          </a>
        )}
        {directions && (
          <a class="button secondary" href={directions} rel="nofollow noopener">
            Directions
          </a>
        )}
        {b.website && (
          <a class="button secondary" href={b.website} rel="nofollow noopener">
            Website
          </a>
        )}
        <a class="button secondary" href="#ask">
          Ask a question
        </a>
      </p>
    </section>
  );
}

/** The approved facts, grouped by kind. */
function FactsSection({ business: b }: { business: Business }) {
  return (
    <section aria-labelledby="facts-h">
      <h2 id="facts-h">{`About ${b.name}`}</h2>
      <p class="muted">From facts the business approved.</p>
      {b.facts.length === 0 && <p class="muted">No approved facts yet beyond the profile.</p>}
      {KIND_TITLES.map(([kind, title]) => {
        const facts = b.facts.filter((f) => f.kind === kind);
        if (facts.length === 0) return null;
        return (
          <>
            <h3>{title}</h3>
            {kind === 'faq' ? (
              <dl>
                {facts.map((f) => (
                  <>
                    <dt>{f.question}</dt>
                    <dd>{f.text}</dd>
                  </>
                ))}
              </dl>
            ) : (
              <ul>
                {facts.map((f) => (
                  <li>
                    {f.text}
                    {f.url && (
                      <>
                        {' '}
                        <a href={f.url} rel="nofollow noopener">
                          more
                        </a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      })}
    </section>
  );
}

function ContactCard({ business: b }: { business: Business }) {
  const address = addressLine(b);
  return (
    <section aria-labelledby="contact-h" class="card">
      <h2 id="contact-h">Contact</h2>
      <dl>
        {b.website && (
          <>
            <dt>Website</dt>
            <dd>
              <a href={b.website} rel="nofollow noopener">
                {b.domain ?? b.website}
              </a>
            </dd>
          </>
        )}
        {b.phone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${b.phone.replace(/[^+\d]/g, '')}`}>{b.phone}</a>
            </dd>
          </>
        )}
        {b.email && (
          <>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${b.email}`}>{b.email}</a>
            </dd>
          </>
        )}
        {address && (
          <>
            <dt>Address</dt>
            <dd>{address}</dd>
          </>
        )}
        {b.priceRange && (
          <>
            <dt>Price range</dt>
            <dd>{b.priceRange}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function HoursCard({ business: b }: { business: Business }) {
  if (b.hours.length === 0) return null;
  return (
    <section aria-labelledby="hours-h" class="card">
      <h2 id="hours-h">Opening hours</h2>
      <table>
        <tbody>
          {b.hours.map((h) => (
            <tr>
              <th scope="row">{DAY_NAMES[h.day]}</th>
              <td>{`${h.opens}–${h.closes}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function VerificationCard({ business: b }: { business: Business }) {
  return (
    <section aria-labelledby="verif-h" class="card">
      <h2 id="verif-h">Verification</h2>
      {b.verification.status === 'verified' ? (
        <p>
          {`The owner proved control of the website by ${b.verification.method?.replace(/_/g, ' ') ?? 'a check'} on `}
          <Time at={b.verification.verifiedAt} />.
        </p>
      ) : (
        <p>
          Not verified yet. Is this your business? <a href={`/claim?slug=${b.slug}`}>Claim it</a>.
        </p>
      )}
      <p class="muted">
        Last updated <Time at={b.updatedAt} />
      </p>
    </section>
  );
}

function AgentLinksCard({ business: b }: { business: Business }) {
  return (
    <section aria-labelledby="agents-h" class="card">
      <h2 id="agents-h">For AI agents</h2>
      <ul>
        <li>
          <a href={b.links.profile}>Profile as JSON</a>
        </li>
        <li>
          <a href={b.links.agentCard}>A2A agent card</a>
        </li>
        <li>
          <a href={b.links.handshake}>Handshake</a>
        </li>
        <li>
          <a href={b.links.sampleQuestions}>Sample questions</a>
        </li>
        <li>
          <a href={b.links.ask}>Ask route</a>
        </li>
      </ul>
    </section>
  );
}

/** Everyday questions the profile has an answer to, in the ask box's language. */
function sampleQuestions(b: Business, strings: PageStrings): string[] {
  const { samples } = strings;
  return [
    b.hours.length > 0 && samples.hours,
    (b.address.street || b.address.locality) && samples.location,
    (b.phone || b.email || b.website) && samples.contact,
    samples.about,
    b.languages.length > 0 && samples.languages,
  ].filter((q): q is string => Boolean(q));
}

function AskBox({ business, askLanguage, ask }: { business: Business; askLanguage: AskLanguage; ask: AskState | null }) {
  const { language, strings, others } = askLanguage;
  // The texts the script words its answers with, in the box's language.
  const scriptStrings = {
    looking: strings.looking,
    outcomes: strings.outcomes,
    personShould: strings.personShould,
    contactLink: strings.contactLink,
    questionsLeft: strings.questionsLeft,
  };
  return (
    <section aria-labelledby="ask-h" id="ask" lang={language}>
      <h2 id="ask-h">{strings.askHeading}</h2>
      <p class="muted">{strings.askIntro}</p>
      <form
        method="get"
        action={`/business/${business.slug}#ask`}
        class="ask-form"
        data-ask-url={business.links.ask}
        data-strings={JSON.stringify(scriptStrings)}
      >
        {language !== 'en' && <input type="hidden" name="lang" value={language} />}
        <p class="field">
          <label for="ask-q">{strings.questionLabel}</label>
          <input id="ask-q" name="q" type="text" maxLength={500} required value={ask?.question ?? ''} />
        </p>
        <button type="submit">{strings.askButton}</button>
      </form>
      <div class="ask-result" aria-live="polite">
        {ask?.error && <Notice kind="error">{ask.error}</Notice>}
        {ask?.answer && <AnswerView answer={ask.answer} strings={strings} />}
      </div>
      <h3>{strings.samplesHeading}</h3>
      <ul class="sample-questions">
        {sampleQuestions(business, strings).map((q) => (
          <li>
            <a href={`/business/${business.slug}?${language !== 'en' ? `lang=${language}&` : ''}q=${encodeURIComponent(q)}#ask`}>
              {q}
            </a>
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <p class="ask-languages">
          {`${strings.otherLanguages} `}
          {others.map((other, i) => (
            <>
              {i > 0 && ' · '}
              <a href={`/business/${business.slug}?lang=${other}#ask`} lang={other} hreflang={other}>
                {languageNameIn(other, other)}
              </a>
            </>
          ))}
        </p>
      )}
    </section>
  );
}

/** An urgent answer's emergency guidance (its first sentence), shown apart from the rest. */
export function splitEmergency(answer: AskResponse): { emergency: string | null; rest: string } {
  if (answer.handoff?.reason !== 'urgent') return { emergency: null, rest: answer.answer };
  const end = answer.answer.indexOf('. ');
  if (end < 0) return { emergency: answer.answer, rest: '' };
  return { emergency: answer.answer.slice(0, end + 1), rest: answer.answer.slice(end + 2) };
}

export function AnswerView({ answer, strings }: { answer: AskResponse; strings: PageStrings }) {
  const { emergency, rest } = splitEmergency(answer);
  return (
    <div class="answer">
      {emergency && (
        <p class="notice emergency" role="alert">
          <strong>{emergency}</strong>
        </p>
      )}
      <p>
        <span class="badge plain">{strings.outcomes[answer.outcome] ?? answer.outcome}</span>
      </p>
      <p>{rest}</p>
      {answer.handoff && (
        <p>
          {`${strings.personShould} `}
          <a href="#contact-h">{strings.contactLink}</a>.
        </p>
      )}
      <p class="muted">{strings.questionsLeft.replace('{n}', String(answer.allowance.remaining))}</p>
    </div>
  );
}
