// The template's knowledge base: categories of questions, each question a page of its own found by
// its slug, with related questions from its category (docs/architecture.md, "The demo remote").

export const RELATED_COUNT = 3;

export interface KbCategory {
  slug: string;
  title: string;
  description: string;
}

export interface KbQuestion {
  slug: string;
  category: string;
  title: string;
  answer: string;
}

export interface KbQuestionLink {
  slug: string;
  title: string;
}

export interface KbCategorySummary extends KbCategory {
  count: number;
  top: KbQuestionLink[];
}

export interface KbCategoryView {
  category: KbCategory;
  questions: KbQuestionLink[];
}

export interface KbQuestionView {
  question: KbQuestion;
  category: KbCategory;
  related: KbQuestionLink[];
}

const linkOf = ({ slug, title }: KbQuestion): KbQuestionLink => ({ slug, title });
const has = (text: string, words: string) => text.toLocaleLowerCase('th').includes(words);

/** The categories whose title, description or a question's title has `q` (all when blank), with their counts and first questions. */
export function categoriesFor(categories: readonly KbCategory[], questions: readonly KbQuestion[], q = ''): KbCategorySummary[] {
  const words = q.trim().toLocaleLowerCase('th');
  return categories.flatMap((category) => {
    const own = questions.filter((one) => one.category === category.slug);
    const matches = !words || has(`${category.title} ${category.description}`, words) || own.some((one) => has(one.title, words));
    return matches ? [{ ...category, count: own.length, top: own.slice(0, RELATED_COUNT).map(linkOf) }] : [];
  });
}

/** A category's page, or undefined for an unknown category. */
export function categoryPage(categories: readonly KbCategory[], questions: readonly KbQuestion[], slug: string): KbCategoryView | undefined {
  const category = categories.find((one) => one.slug === slug);
  return category && { category, questions: questions.filter((one) => one.category === slug).map(linkOf) };
}

/** A question's page with up to RELATED_COUNT others of its category, or undefined for an unknown slug. */
export function questionPage(categories: readonly KbCategory[], questions: readonly KbQuestion[], slug: string): KbQuestionView | undefined {
  const question = questions.find((one) => one.slug === slug);
  const category = question && categories.find((one) => one.slug === question.category);
  if (!question || !category) return undefined;
  const related = questions.filter((one) => one.category === category.slug && one.slug !== slug).slice(0, RELATED_COUNT);
  return { question, category, related: related.map(linkOf) };
}
