// Settings of the payments module, from the environment (config/env.ts).
export interface PaymentOptions {
  /** Deposits are credited at once as play money (the embedded demo). */
  demoMode: boolean;
  /** HMAC-SHA256 key of the payment provider's webhook. */
  webhookSecret: string;
}
