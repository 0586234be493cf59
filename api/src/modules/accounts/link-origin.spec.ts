import { clientLink } from './link-origin';

describe('mailed link origin', () => {
  it('starts every link with PUBLIC_ORIGIN and encodes the token', () => {
    expect(clientLink('https://praxisnah.de', '/verify-email', 'a_b-c')).toBe('https://praxisnah.de/verify-email?token=a_b-c');
    expect(clientLink('http://localhost:3000', '/forgot-password')).toBe('http://localhost:3000/forgot-password');
  });
});
