// The template's FAQ page: questions in five categories, searched by words in a question or its
// answer (docs/architecture.md, "The demo remote").

export const FAQ_CATEGORIES = ['payment', 'delivery', 'cancellation', 'my-orders', 'product'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqQuestion {
  id: number;
  category: FaqCategory;
  question: string;
  answer: string;
}

export interface FaqGroup {
  category: FaqCategory;
  questions: FaqQuestion[];
}

/** The questions matching `q` (all when blank), grouped in category order; a category with none is left out. */
export function faqFor(questions: readonly FaqQuestion[], q = ''): FaqGroup[] {
  const words = q.trim().toLocaleLowerCase('th');
  const matching = questions.filter((one) => !words || `${one.question} ${one.answer}`.toLocaleLowerCase('th').includes(words));
  return FAQ_CATEGORIES.map((category) => ({ category, questions: matching.filter((one) => one.category === category) })).filter(
    (group) => group.questions.length > 0,
  );
}
