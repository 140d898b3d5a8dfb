/** The gateway's billing policy (its scopes and agent rules are the answer engine's, in answers/rules). */

export const BILLING = {
  staticDiscovery: 'free',
  message: 'credit_required_on_post',
  actionRequest: 'free_record_only',
} as const;
