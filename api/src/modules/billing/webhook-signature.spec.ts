import { signWebhook, verifyWebhook } from './webhook-signature';

const SECRET = 'a-secret-of-enough-length';

describe('webhook signatures', () => {
  const body = '{"id":"evt_1"}';

  it('accepts its own signature within the tolerance', () => {
    expect(verifyWebhook(SECRET, signWebhook(SECRET, 1000, body), body, 1100)).toEqual({ ok: true });
  });

  it('refuses a changed body, another secret, a missing header and an old timestamp', () => {
    const header = signWebhook(SECRET, 1000, body);
    expect(verifyWebhook(SECRET, header, '{"id":"evt_2"}', 1000).ok).toBe(false);
    expect(verifyWebhook('another-secret-entirely', header, body, 1000).ok).toBe(false);
    expect(verifyWebhook(SECRET, undefined, body, 1000).ok).toBe(false);
    expect(verifyWebhook(SECRET, header, body, 1000 + 301).ok).toBe(false);
    expect(verifyWebhook(SECRET, 't=abc,v1=zz', body, 1000).ok).toBe(false);
  });
});
