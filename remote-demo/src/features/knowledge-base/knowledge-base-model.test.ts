import { categoriesFor, categoryPage, questionPage, RELATED_COUNT } from './knowledge-base-model.ts';
import { seedCategories, seedQuestions } from './knowledge-base-seed.ts';

const categories = seedCategories();
const questions = seedQuestions();

describe('the knowledge base', () => {
  it('lists every category with its count and first questions, or those matching a search', () => {
    const all = categoriesFor(categories, questions);
    expect(all.map((one) => [one.slug, one.count])).toEqual([
      ['getting-started', 3],
      ['orders', 4],
      ['payments', 2],
      ['account', 2],
    ]);
    expect(all[1]?.top).toHaveLength(RELATED_COUNT);
    expect(categoriesFor(categories, questions, 'คืนเงิน').map((one) => one.slug)).toEqual(['orders']);
    expect(categoriesFor(categories, questions, 'รหัสผ่าน').map((one) => one.slug)).toEqual(['account']);
    expect(categoriesFor(categories, questions, 'zzz')).toEqual([]);
  });

  it('gives a category’s questions and a question’s related ones from its category; undefined when unknown', () => {
    expect(categoryPage(categories, questions, 'payments')?.questions.map((one) => one.slug)).toEqual(['payment-methods', 'payout-schedule']);
    expect(categoryPage(categories, questions, 'nope')).toBeUndefined();
    const page = questionPage(categories, questions, 'refund-order');
    expect(page?.category.slug).toBe('orders');
    expect(page?.related.map((one) => one.slug)).toEqual(['ship-order', 'cancel-order', 'edit-order']);
    expect(questionPage(categories, questions, 'nope')).toBeUndefined();
  });
});
