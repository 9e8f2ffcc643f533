import { describe, expect, it } from 'vitest';
import { dropUrlTokens, withoutTokens } from './urlTokens';

describe('tokens in the address', () => {
  it('removes token and access_token and keeps everything else', () => {
    expect(withoutTokens('https://host/layout?systemCode=ljszy&token=abc&title=%E8%8F%9C%E5%8D%95&access_token=def#x')).toBe('/layout?systemCode=ljszy&title=%E8%8F%9C%E5%8D%95#x');
    expect(withoutTokens('https://host/layout?systemCode=ljszy')).toBeNull();
  });

  it('replaces the history entry at once, without navigating', () => {
    const calls: unknown[][] = [];
    const history = { state: { idx: 3 }, replaceState: (...args: unknown[]) => void calls.push(args) };
    dropUrlTokens({ href: 'https://host/layout?token=secret-token&systemCode=ljszy' }, history);
    expect(calls).toEqual([[{ idx: 3 }, '', '/layout?systemCode=ljszy']]);
    dropUrlTokens({ href: 'https://host/layout?systemCode=ljszy' }, history);
    expect(calls).toHaveLength(1);
  });
});
