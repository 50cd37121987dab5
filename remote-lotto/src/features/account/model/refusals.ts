// A refusal of this page's calls as the member reads it: the API's Thai message, in English for
// the codes of this page that shared-auth's errorMessage does not know yet.
import { apiErrorOf, errorMessage, type Language } from '@tanghuay/shared-auth';

const ENGLISH: Readonly<Record<string, string>> = {
  WRONG_PASSWORD: 'The current password is wrong.',
  INCONSISTENT_LIMITS: 'The daily limit may not be more than the weekly or monthly limit, nor the weekly limit more than the monthly one.',
};

export function refusalText(error: unknown, language: Language): string {
  const code = apiErrorOf(error)?.code;
  return (language === 'en' && code !== undefined ? ENGLISH[code] : undefined) ?? errorMessage(error, language);
}
