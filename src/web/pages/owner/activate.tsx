/** `/owner/activate`: the confirm form (looking at a link never uses it) and the page for a used or expired link. */
import { Layout, type Viewer } from '../../layout.js';

export function ActivatePage({ token }: { token: string }) {
  return (
    <Layout title="Activate your account" noindex>
      <h1>Activate your owner account</h1>
      <p>Confirm to activate your account and sign in.</p>
      <form method="post" action="/owner/activate">
        <input type="hidden" name="token" value={token} />
        <button type="submit">Activate and sign in</button>
      </form>
    </Layout>
  );
}

export function ActivationGonePage({ viewer }: { viewer: Viewer | null }) {
  return (
    <Layout title="Link no longer valid" noindex viewer={viewer}>
      <h1>This activation link can no longer be used</h1>
      <p>
        It was already used or has expired (links are valid for 7 days). If your account is active,{' '}
        <a href="/owner/login">sign in with an e-mailed code</a>.
      </p>
    </Layout>
  );
}
