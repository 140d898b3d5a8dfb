/** The page shown when a page request fails: status, a plain message, ways on. */
import { Layout, type Viewer } from '../layout.js';
import { renderDocument } from '../render.js';

const TITLES: Record<number, string> = {
  400: 'Something in the request is not right',
  401: 'Please sign in',
  403: 'Not allowed',
  404: 'Not found',
  410: 'No longer available',
  429: 'Too many requests',
};

export function ErrorPage({ status, message, viewer }: { status: number; message: string; viewer?: Viewer | null }) {
  const title = TITLES[status] ?? 'Something went wrong';
  return (
    <Layout title={title} noindex viewer={viewer ?? null}>
      <h1>{title}</h1>
      <p>{status >= 500 ? 'The service could not finish this request. Please try again in a moment.' : message}</p>
      <p>
        <a href="/">Home</a> · <a href="/search">Search the directory</a>
      </p>
    </Layout>
  );
}

/** The error page as a whole document, for failures that happen before any page route runs. */
export function renderErrorDocument(status: number, message: string): string {
  return renderDocument(<ErrorPage status={status} message={message} />);
}
