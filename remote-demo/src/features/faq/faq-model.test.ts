import { FAQ_CATEGORIES, faqFor } from './faq-model.ts';
import { seedFaq } from './faq-seed.ts';

describe('the FAQ', () => {
  it('groups every question by category, in category order', () => {
    const groups = faqFor(seedFaq());
    expect(groups.map((group) => group.category)).toEqual([...FAQ_CATEGORIES]);
    expect(groups.flatMap((group) => group.questions)).toHaveLength(seedFaq().length);
  });

  it('keeps only the questions whose question or answer has the words, and no empty category', () => {
    expect(faqFor(seedFaq(), ' พร้อมเพย์ ')).toEqual([{ category: 'payment', questions: [seedFaq()[0]] }]);
    expect(faqFor(seedFaq(), 'ก่อนสินค้าออกจากคลัง').map((group) => group.category)).toEqual(['cancellation', 'my-orders']);
    expect(faqFor(seedFaq(), 'zzz')).toEqual([]);
  });
});
