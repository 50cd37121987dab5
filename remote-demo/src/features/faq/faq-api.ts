// The FAQ page's endpoint, answered in the browser (lib/fake-api.ts); nothing on it changes.
import { fakeApi } from '../../lib/fake-api.ts';
import { faqFor } from './faq-model.ts';
import { seedFaq } from './faq-seed.ts';

export const faqApi = fakeApi([{ method: 'GET', pattern: '/pages/faq', answer: ({ query }) => faqFor(seedFaq(), query.get('q') ?? '') }]);
