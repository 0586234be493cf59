import { ApiError } from './api-error';
import { packageLimitOf, upgradePath } from './package-limit';

const body = {
  message: 'Ihr Paket „Starter“ erlaubt höchstens 1 aktives Angebot. Pausieren Sie ein anderes oder wechseln Sie auf ein größeres Paket.',
  code: 'package_limit',
  upgradeUrl: '/pricing',
  limit: 1,
  packageKey: 'starter',
} as const;

describe('package limit refusal', () => {
  it('is recognised from the 402 body and offers the next bigger package', () => {
    const limit = packageLimitOf(new ApiError(body.message, 402, body));
    expect(limit?.packageKey).toBe('starter');
    expect(upgradePath('starter')).toBe('/checkout?package=standard');
    expect(upgradePath('standard')).toBe('/checkout?package=premium');
  });

  it('ignores other errors', () => {
    expect(packageLimitOf(new ApiError('Nicht gefunden', 404, { message: 'Nicht gefunden' }))).toBeNull();
    expect(packageLimitOf(new Error('x'))).toBeNull();
  });
});
