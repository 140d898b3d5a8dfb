/** Sign-in by e-mailed code, for owners (`/owner/login`) and reviewers (`/admin/login`). */
import { Field, Layout, Notice } from '../../layout.js';

export interface LoginProps {
  /** '/owner' or '/admin'. */
  base: string;
  audience: string;
  step: 'email' | 'code';
  email: string;
  notice: string | null;
  error: string | null;
}

export function LoginPage(props: LoginProps) {
  return (
    <Layout title={`Sign in: ${props.audience}`} noindex>
      <h1>{`Sign in to the ${props.audience}`}</h1>
      {props.notice && <Notice kind="ok">{props.notice}</Notice>}
      {props.error && <Notice kind="error">{props.error}</Notice>}
      {props.step === 'email' ? (
        <form method="post" action={`${props.base}/login`}>
          <Field
            name="email"
            label="E-mail address"
            type="email"
            value={props.email}
            required
            maxLength={254}
            autocomplete="email"
            hint="We e-mail you an 8-digit code."
          />
          <button type="submit">E-mail me a code</button>
        </form>
      ) : (
        <>
          <form method="post" action={`${props.base}/login/code`}>
            <input type="hidden" name="email" value={props.email} />
            <Field
              name="code"
              label="The 8-digit code from the e-mail"
              required
              maxLength={12}
              inputMode="numeric"
              autocomplete="one-time-code"
              pattern="[0-9 ]{8,12}"
              hint="Valid for 10 minutes; 5 tries."
            />
            <button type="submit">Sign in</button>
          </form>
          <p>
            <a href={`${props.base}/login`}>Use another address or ask for a new code</a>
          </p>
        </>
      )}
    </Layout>
  );
}

export function SignedOutPage({ base }: { base: string }) {
  return (
    <Layout title="Signed out" noindex>
      <h1>You are signed out</h1>
      <p>
        <a href={`${base}/login`}>Sign in again</a> · <a href="/">Directory</a>
      </p>
    </Layout>
  );
}
