import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnAddress, takeReturnAddress } from './returnAddress';

describe('return address after sign-in', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns a kept page address of a held system once', () => {
    rememberReturnAddress('/ljszy/carInfo?carNo=A1&page=2');
    expect(takeReturnAddress(['ljszy'])).toBe('/ljszy/carInfo?carNo=A1&page=2');
    expect(takeReturnAddress(['ljszy'])).toBeNull();
  });

  it('drops addresses of systems the user does not hold and anything that is not a page address', () => {
    rememberReturnAddress('/kcgl/stock');
    expect(takeReturnAddress(['ljszy'])).toBeNull();
    rememberReturnAddress('//evil.example/x');
    expect(takeReturnAddress(['ljszy'])).toBeNull();
  });
});
