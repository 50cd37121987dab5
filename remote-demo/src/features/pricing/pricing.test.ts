import { PLANS } from './pricing-api.ts';
import { yearlySavingPercent, yearlyTotal } from './pricing.ts';

describe('the pricing plans', () => {
  it('cost 0, 49 and 99 a month paid monthly, and 0, 480 and 960 a year paid yearly', () => {
    expect(PLANS.map((plan) => plan.monthlyPrice)).toEqual([0, 49, 99]);
    expect(PLANS.map(yearlyTotal)).toEqual([0, 480, 960]);
  });

  it('save the whole percent a year paid yearly saves against twelve monthly payments', () => {
    // Standard: 588 → 480 saves 18.4 %; Enterprise: 1,188 → 960 saves 19.2 %; Basic is free.
    expect(PLANS.map(yearlySavingPercent)).toEqual([0, 18, 19]);
  });
});
