// A demo form's email check, the same in a page's fake endpoint and its tests.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "name@example.com" → true; "name@example" or "a b@c.d" → false. */
export const isEmail = (text: string): boolean => EMAIL.test(text);
