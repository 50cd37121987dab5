import { count, port, readEnv, text } from './env.ts';

const variables = { HOST: text('127.0.0.1'), PORT: port(8080), LABEL: text(), MEMBERS: count(200) };

describe('readEnv', () => {
  it('gives the defaults for unset and empty variables', () => {
    expect(readEnv(variables, { HOST: '' })).toEqual({ HOST: '127.0.0.1', PORT: 8080, LABEL: undefined, MEMBERS: 200 });
  });

  it('reads what is set, as numbers where numbers are asked for', () => {
    expect(readEnv(variables, { HOST: '0.0.0.0', PORT: '4101', LABEL: 'x', MEMBERS: '5' })).toEqual({
      HOST: '0.0.0.0',
      PORT: 4101,
      LABEL: 'x',
      MEMBERS: 5,
    });
  });

  it('names every wrong variable at once', () => {
    expect(() => readEnv(variables, { PORT: '70000', MEMBERS: '0' })).toThrow(
      'Invalid environment:\nPORT must be a port number (1-65535), not "70000"\nMEMBERS must be a whole number above 0, not "0"',
    );
  });
});
