import { clientLink, requestOrigin } from './link-origin';

describe('mailed link origin', () => {
  it('prefers the Origin header, then the Host header', () => {
    expect(requestOrigin('http', '127.0.0.1:3000', 'https://praxisnah.example')).toBe('https://praxisnah.example');
    expect(requestOrigin('http', '127.0.0.1:3000', undefined)).toBe('http://127.0.0.1:3000');
    expect(requestOrigin('https', 'praxisnah.example', 'null')).toBe('https://praxisnah.example');
    expect(requestOrigin('http', 'evil"><script>', undefined)).toBe('http://localhost');
  });

  it('uses PUBLIC_ORIGIN when set and encodes the token', () => {
    expect(clientLink('https://praxisnah.de', 'http://127.0.0.1:3000', '/verify-email', 'a_b-c')).toBe(
      'https://praxisnah.de/verify-email?token=a_b-c',
    );
    expect(clientLink(undefined, 'http://127.0.0.1:3000', '/forgot-password')).toBe('http://127.0.0.1:3000/forgot-password');
  });
});
