// The template's pricing plans and their arithmetic: a yearly plan is billed as twelve months at
// its monthly rate (Standard 40 a month → 480 a year), and saves against paying monthly.

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface PricingPlan {
  id: 'basic' | 'standard' | 'enterprise';
  /** Price per month when paid monthly. */
  monthlyPrice: number;
  /** Price per month when paid for a year at once. */
  yearlyMonthlyPrice: number;
  popular: boolean;
}

export const MONTHS_A_YEAR = 12;

/** What a year of the plan costs when paid yearly. */
export const yearlyTotal = (plan: PricingPlan): number => plan.yearlyMonthlyPrice * MONTHS_A_YEAR;

/** The whole percent a year paid yearly saves against twelve monthly payments (0 for a free plan). */
export function yearlySavingPercent(plan: PricingPlan): number {
  const monthlyYear = plan.monthlyPrice * MONTHS_A_YEAR;
  return monthlyYear === 0 ? 0 : Math.round(((monthlyYear - yearlyTotal(plan)) / monthlyYear) * 100);
}
