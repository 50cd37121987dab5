// Before each test file (after the shared jsdom setup, jest.config.js): the fake API answers at
// once. The pages' loading states still come first: an answer is always a promise.
import { fakeLatency } from '../lib/fake-api.ts';

fakeLatency.ms = 0;
