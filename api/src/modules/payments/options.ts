// Settings of the payments module, from the environment (config/env.ts).
export interface PaymentOptions {
  /** Deposits are play money (the embedded demo): credited at once unless the request says
   * `demoCredit: false`, which leaves it pending for the back office as in production. */
  demoMode: boolean;
  /** HMAC-SHA256 key of the payment provider's webhook. */
  webhookSecret: string;
}
