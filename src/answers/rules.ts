/** What an agent may ask for (scopes) and the rules every answer follows: the gateway publishes both, the engine quotes them. */

export const ALLOWED_SCOPES = [
  'read_profile',
  'read_policy',
  'read_pricing',
  'read_routes',
  'read_faq',
  'ask_public_questions',
  'request_safe_handoff',
  'request_support_route',
] as const;

export const DENIED_SCOPES = [
  'admin',
  'private_client_data',
  'payment_execution',
  'database_access',
  'worker_secret_access',
  'setup_code_access',
  'otp_access',
  'dashboard_access_code',
] as const;

/** The four agent rules, in order. */
export const AGENT_RULES = [
  'Use approved public business facts only.',
  'Do not request private dashboard, payment, database, admin, setup, OTP or confidential client data.',
  'Do not invent prices, services, legal claims, guarantees, shipping, refund terms or availability.',
  'Route sensitive, urgent, unclear, regulated or case-specific questions to human handoff.',
] as const;
