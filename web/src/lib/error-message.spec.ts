import { extractErrorMessage, FALLBACK_ERROR_MESSAGE } from './error-message';

describe('extractErrorMessage (product.md section 8 order)', () => {
  it('shows the message field when it is a string', () => {
    expect(extractErrorMessage('{"message":"Dieses Angebot wurde nicht gefunden."}', 'Not Found')).toBe(
      'Dieses Angebot wurde nicht gefunden.',
    );
  });

  it('otherwise shows the whole JSON body', () => {
    expect(extractErrorMessage('{"message":["a","b"],"code":7}', 'Bad Request')).toBe('{"message":["a","b"],"code":7}');
    expect(extractErrorMessage('{"error":"x"}', 'Bad Request')).toBe('{"error":"x"}');
  });

  it('otherwise extracts a message from the raw text, then uses the raw text', () => {
    expect(extractErrorMessage('proxy: {"message":"Zeitüberschreitung"', 'Bad Gateway')).toBe('Zeitüberschreitung');
    expect(extractErrorMessage('<html><title>502 Bad Gateway</title></html>', 'Bad Gateway')).toBe('502 Bad Gateway');
    expect(extractErrorMessage('Wartungsarbeiten', 'Service Unavailable')).toBe('Wartungsarbeiten');
  });

  it('then the status text, then the German fallback', () => {
    expect(extractErrorMessage('', 'Internal Server Error')).toBe('Internal Server Error');
    expect(extractErrorMessage('   ', '')).toBe(FALLBACK_ERROR_MESSAGE);
    expect(FALLBACK_ERROR_MESSAGE).toBe('Ein Fehler ist aufgetreten');
  });
});
