/** @jest-environment node */
// The node environment has the TextEncoder that react-router (through @tanghuay/shared-auth) needs.
import { AxiosError, type AxiosResponse } from 'axios';
import { refusalText } from './refusals.ts';

const refused = (status: number, code: string, message: string) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, undefined, { status, data: { error: { code, message } } } as AxiosResponse);

describe('a refusal of the page’s calls', () => {
  it("is the API's Thai message in Thai", () => {
    expect(refusalText(refused(403, 'WRONG_PASSWORD', 'รหัสผ่านปัจจุบันไม่ถูกต้อง'), 'th')).toBe('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    const limits = 'วงเงินฝากต่อวัน (500 บาท) ต้องไม่มากกว่าวงเงินฝากต่อสัปดาห์ (300.00 บาท)';
    expect(refusalText(refused(400, 'INCONSISTENT_LIMITS', limits), 'th')).toBe(limits);
  });

  it("is English for this page's refusals in English, and the API's message for others", () => {
    expect(refusalText(refused(403, 'WRONG_PASSWORD', 'รหัสผ่านปัจจุบันไม่ถูกต้อง'), 'en')).toBe('The current password is wrong.');
    expect(refusalText(refused(400, 'WEAK_PASSWORD', 'รหัสผ่านต้องยาว…'), 'en')).toBe('The password needs at least 8 characters with letters and digits.');
    expect(refusalText(refused(400, 'VALIDATION', 'ข้อมูลไม่ถูกต้อง'), 'en')).toBe('ข้อมูลไม่ถูกต้อง');
  });

  it('says the service cannot be reached when no answer came', () => {
    expect(refusalText(new AxiosError('Network Error', 'ERR_NETWORK'), 'th')).toBe('ไม่สามารถติดต่อระบบได้ กรุณาตรวจสอบการเชื่อมต่อแล้วลองใหม่อีกครั้ง');
  });
});
