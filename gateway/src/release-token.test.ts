import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keepReleaseToken, newReleaseToken, releaseToken } from './release-token.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tanghuay-release-token-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('a new token is 32 random bytes in base64url: long enough for the API, fit for a header', () => {
  const [one, two] = [newReleaseToken(), newReleaseToken()];
  expect(one).toMatch(/^[\w-]{43}$/);
  expect(one).not.toBe(two);
});

it('is kept readable by its user alone, also over a file others could read, and read back', async () => {
  const file = path.join(dir, 'folder/release-token');
  await keepReleaseToken(file, 'first');
  await writeFile(file, 'readable\n', { mode: 0o644 });
  const token = newReleaseToken();
  await keepReleaseToken(file, token);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  expect(await readFile(file, 'utf8')).toBe(`${token}\n`);
  expect(await releaseToken({ RELEASE_TOKEN: undefined, RELEASE_TOKEN_FILE: file })).toBe(token);
  expect(await releaseToken({ RELEASE_TOKEN: 'from-the-environment', RELEASE_TOKEN_FILE: file })).toBe('from-the-environment');
});
