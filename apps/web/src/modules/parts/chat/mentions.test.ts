import { describe, expect, it } from 'vitest';
import { insertMention, mentionsIn, splitMentions, typedMention } from './mentions';

const people = [{ key: 'o1', name: '高峰' }, { key: 's2', name: '王建' }, { key: 's3', name: '王建国' }, { key: 'all', name: '所有人' }];

describe('mentions', () => {
  it('keeps only the members the text still names, longest names first', () => {
    expect(mentionsIn('@王建国 请回复，@高峰 知悉', people)).toEqual(['s3', 'o1']);
    expect(mentionsIn('请回复', people)).toEqual([]);
    expect(mentionsIn('@所有人 注意', people)).toEqual(['all']);
  });

  it('cuts a text into plain and mentioned parts', () => {
    expect(splitMentions('@王建国 已到达，@高峰', people)).toEqual([
      { text: '@王建国', mention: 's3' }, { text: ' 已到达，' }, { text: '@高峰', mention: 'o1' },
    ]);
    expect(splitMentions('没有提及', [])).toEqual([{ text: '没有提及' }]);
    expect(splitMentions('邮箱 a@b.c', people)).toEqual([{ text: '邮箱 a@b.c' }]);
  });

  it('finds the @ being typed and puts the name in its place', () => {
    expect(typedMention('请 @王', 4)).toEqual({ start: 2, query: '王' });
    expect(typedMention('请 @王 好', 6)).toBeNull();
    expect(typedMention('无', 1)).toBeNull();
    expect(insertMention('请 @王', 2, 4, '王建国')).toEqual({ text: '请 @王建国 ', caret: 7 });
  });
});
