import { describe, expect, it } from 'vitest';
import { nextEnabled, optionMatches, typeAheadIndex } from './optionMatch';

const stations = [
  { label: '城东转运站', value: 'east' },
  { label: '城西转运站', value: 'west', disabled: true },
  { label: '滨江中转站', value: 'binjiang' },
  { label: 'Xiasha 压缩站', value: 'xiasha' },
];

describe('Select option matching', () => {
  it('matches text and pinyin', () => {
    expect(optionMatches('城东转运站', '东')).toBe(true);
    expect(optionMatches('城东转运站', 'cd')).toBe(true);
    expect(optionMatches('城东转运站', 'chengdong')).toBe(true);
    expect(optionMatches('滨江中转站', 'cd')).toBe(false);
    expect(optionMatches('Xiasha 压缩站', 'XIA')).toBe(true);
    expect(optionMatches('任何', '  ')).toBe(true);
  });

  it('type-ahead finds the next label starting with the typed text, skipping disabled', () => {
    expect(typeAheadIndex(stations, 'b', -1)).toBe(2);
    expect(typeAheadIndex(stations, 'c', 0)).toBe(0);
    expect(typeAheadIndex(stations, '滨', 0)).toBe(2);
    expect(typeAheadIndex(stations, 'x', 0)).toBe(3);
    expect(typeAheadIndex(stations, 'q', 0)).toBe(-1);
  });

  it('arrow movement wraps and skips disabled options', () => {
    expect(nextEnabled(stations, 0, 1)).toBe(2);
    expect(nextEnabled(stations, 0, -1)).toBe(3);
    expect(nextEnabled(stations, -1, 1)).toBe(0);
  });
});
