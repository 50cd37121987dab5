import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { apiErrorOf, errorMessage } from './api-error.ts';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

const wrongPassword = answered(401, { error: { code: 'INVALID_CREDENTIALS', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' } });
const betRefused = answered(400, { error: { code: 'NUMBER_CLOSED', message: 'เลข 123 ปิดรับแทงแล้ว' } });
const unreachable = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });

describe('apiErrorOf', () => {
  it('reads the error envelope of an API answer', () => {
    expect(apiErrorOf(wrongPassword)).toEqual({ code: 'INVALID_CREDENTIALS', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' });
  });

  it.each([
    ['a network failure', unreachable],
    ['an answer without the envelope', answered(502, '<html>Bad Gateway</html>')],
    ['an envelope of the wrong shape', answered(400, { error: { code: 7 } })],
    ['an error that is not from axios', new Error('boom')],
  ])('gives nothing for %s', (_, error) => {
    expect(apiErrorOf(error)).toBeNull();
  });
});

describe('errorMessage', () => {
  it("shows the API's Thai message to Thai readers", () => {
    expect(errorMessage(wrongPassword, 'th')).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(errorMessage(betRefused, 'th')).toBe('เลข 123 ปิดรับแทงแล้ว');
  });

  it('shows English for the shared codes, and the Thai message for the rest', () => {
    expect(errorMessage(wrongPassword, 'en')).toBe('Wrong username or password.');
    expect(errorMessage(betRefused, 'en')).toBe('เลข 123 ปิดรับแทงแล้ว');
  });

  it('says the service cannot be reached when no answer came', () => {
    expect(errorMessage(unreachable, 'th')).toMatch(/^ไม่สามารถติดต่อระบบได้/);
    expect(errorMessage(unreachable, 'en')).toMatch(/cannot be reached/);
  });

  it('says something went wrong for anything else', () => {
    expect(errorMessage(answered(502, 'Bad Gateway'), 'th')).toBe('ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง');
    expect(errorMessage(new Error('boom'), 'en')).toBe('Something went wrong. Please try again.');
  });
});
