// POST /api/jwt/register: 201 LoginAnswer; 409 USERNAME_TAKEN, 400 WEAK_PASSWORD or VALIDATION.
import { http, type LoginAnswer } from '@tanghuay/shared-auth';
import type { BankCode } from '../model/account-rules.ts';

export interface RegisterRequest {
  username: string;
  password: string;
  phone: string;
  bankCode: BankCode;
  bankAccountNo: string;
  bankAccountName: string;
  /** The member declares being 20 or older (and accepts the terms). */
  acceptAge20: true;
}

export async function register(request: RegisterRequest): Promise<LoginAnswer> {
  return (await http.post<LoginAnswer>('/jwt/register', request)).data;
}
