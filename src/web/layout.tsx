/** The frame every page shares (header, navigation, footer) and small shared components. */
import type { ComponentChildren } from 'preact';
import { assetUrl } from './assets.js';
import { jsonForScript } from './render.js';

/** Who is signed in, as far as the page needs to know (never an e-mail of someone else). */
export interface Viewer {
  role: 'owner' | 'reviewer';
  email: string;
}

export interface PageProps {
  title: string;
  description?: string;
  canonical?: string;
  /** Pages with private content are kept out of search engines. */
  noindex?: boolean;
  /** Client scripts (asset names) loaded with `defer`; pages work without them. */
  scripts?: string[];
  jsonLd?: Record<string, unknown>;
  viewer?: Viewer | null;
  children: ComponentChildren;
}

export function Layout(props: PageProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · Signboard`}</title>
        {props.description && <meta name="description" content={props.description} />}
        {props.canonical && <link rel="canonical" href={props.canonical} />}
        {props.noindex && <meta name="robots" content="noindex" />}
        <meta property="og:site_name" content="Signboard" />
        <meta property="og:type" content="website" />
        <meta property="og:title" content={props.title} />
        {props.description && <meta property="og:description" content={props.description} />}
        {props.canonical && <meta property="og:url" content={props.canonical} />}
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content={props.title} />
        {props.description && <meta name="twitter:description" content={props.description} />}
        <link rel="icon" type="image/svg+xml" href={assetUrl('logo.svg')} />
        <link rel="stylesheet" href={assetUrl('site.css')} />
        {props.jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(props.jsonLd) }} />}
        {props.scripts?.map((name) => (
          <script src={assetUrl(name)} defer />
        ))}
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="site">
          <a class="brand" href="/">
            <img src={assetUrl('logo.svg')} alt="" width={28} height={28} />
            Signboard
          </a>
          <nav aria-label="Main">
            <a href="/search">Search</a>
            <a href="/categories">Categories</a>
            <a href="/analytics">Analytics</a>
            <a href="/audit">Website audit</a>
            <a href="/submit">Add a business</a>
            {props.viewer?.role === 'reviewer' ? (
              <a href="/admin">Review</a>
            ) : (
              <a href="/owner/dashboard">{props.viewer ? 'Dashboard' : 'Owner login'}</a>
            )}
          </nav>
          {props.viewer && <SignOut action={props.viewer.role === 'reviewer' ? '/admin/logout' : '/owner/logout'} />}
        </header>
        <main id="main">{props.children}</main>
        <footer class="site">
          <p>
            Signboard: local businesses, readable and answerable by AI agents. Answers come only from approved public facts, with
            no LLM.
          </p>
          <nav aria-label="Machine-readable">
            <a href="/docs">API reference</a> <a href="/llms.txt">llms.txt</a> <a href="/sitemap.xml">Sitemap</a>{' '}
            <a href="/api/a2a">Agent discovery</a> <a href="/questions">Sample questions</a>
          </nav>
        </footer>
      </body>
    </html>
  );
}

function SignOut({ action }: { action: string }) {
  return (
    <form method="post" action={action} class="signout">
      <button type="submit">Sign out</button>
    </form>
  );
}

/** A labelled form control; `hint` is tied to the control with aria-describedby. */
export function Field(props: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'url' | 'search' | 'tel' | 'number' | 'password';
  value?: string | null;
  required?: boolean;
  hint?: string;
  maxLength?: number;
  autocomplete?: string;
  inputMode?: 'numeric' | 'email' | 'url' | 'text';
  pattern?: string;
}) {
  const id = `f-${props.name}`;
  return (
    <p class="field">
      <label for={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={(props.type ?? 'text') as 'text'}
        value={props.value ?? ''}
        required={props.required}
        maxLength={props.maxLength}
        autocomplete={props.autocomplete}
        inputMode={props.inputMode}
        pattern={props.pattern}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
      />
      {props.hint && (
        <small id={`${id}-hint`} class="hint">
          {props.hint}
        </small>
      )}
    </p>
  );
}

/** An error or notice box announced to screen readers. */
export function Notice({ kind, children }: { kind: 'error' | 'ok' | 'info'; children: ComponentChildren }) {
  return (
    <div class={`notice ${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** A date-time shown in UTC, readable, with the machine value in `datetime`. */
export function Time({ at }: { at: string | null }) {
  if (!at) return <span>—</span>;
  return <time datetime={at}>{`${at.slice(0, 10)} ${at.slice(11, 16)} UTC`}</time>;
}
