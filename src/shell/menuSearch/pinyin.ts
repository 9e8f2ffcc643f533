/** The pinyin-pro binding of the syllable function; import it lazily (the dictionary is large). */
import { pinyin } from 'pinyin-pro';
import type { SyllableFn } from './pinyinIndex';

export const pinyinSyllables: SyllableFn = (text) =>
  pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).flatMap((part) => part.split(/\s+/));
