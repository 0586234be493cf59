import { describeFastifyError } from './fastify-errors';

describe('Fastify errors', () => {
  it('answers what the router and body parser refuse in German, without the input', () => {
    expect(describeFastifyError({ statusCode: 414, code: 'FST_ERR_MAX_PARAM_LENGTH', message: "'/api/x/aaaa' is exceeding" })).toEqual({
      status: 414,
      message: 'Die Adresse ist zu lang.',
    });
    expect(describeFastifyError({ statusCode: 400, code: 'FST_ERR_BAD_URL' })).toEqual({
      status: 400,
      message: 'Die Adresse ist ungültig kodiert.',
    });
    expect(describeFastifyError({ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' })?.message).toContain('kein gültiges JSON');
    expect(describeFastifyError({ statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' })?.status).toBe(415);
    expect(describeFastifyError({ statusCode: 400, code: 'FST_ERR_SOMETHING_NEW' })?.message).toBe('Die Anfrage ist ungültig.');
  });

  it('leaves server errors and plain errors to the caller', () => {
    expect(describeFastifyError(new Error('boom'))).toBeNull();
    expect(describeFastifyError({ statusCode: 500 })).toBeNull();
    expect(describeFastifyError(null)).toBeNull();
  });
});
