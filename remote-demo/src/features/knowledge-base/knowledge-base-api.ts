// The knowledge base's endpoints, answered in the browser (lib/fake-api.ts); nothing on it changes.
// An unknown category or question is a 404.
import { FakeApiError, fakeApi } from '../../lib/fake-api.ts';
import { categoriesFor, categoryPage, questionPage } from './knowledge-base-model.ts';
import { seedCategories, seedQuestions } from './knowledge-base-seed.ts';

export const knowledgeBaseApi = fakeApi([
  { method: 'GET', pattern: '/pages/kb/categories', answer: ({ query }) => categoriesFor(seedCategories(), seedQuestions(), query.get('q') ?? '') },
  {
    method: 'GET',
    pattern: '/pages/kb/categories/:category',
    answer: ({ params }) => {
      const page = categoryPage(seedCategories(), seedQuestions(), params.category ?? '');
      if (!page) throw new FakeApiError(404, `no category "${params.category}"`);
      return page;
    },
  },
  {
    method: 'GET',
    pattern: '/pages/kb/questions/:slug',
    answer: ({ params }) => {
      const page = questionPage(seedCategories(), seedQuestions(), params.slug ?? '');
      if (!page) throw new FakeApiError(404, `no question "${params.slug}"`);
      return page;
    },
  },
]);
