import { describe, expect, it } from 'vitest';
import { TextBuilder } from './text-builder.js';

describe('text built piece by piece', () => {
  it('ends, trims and reads exactly as the same text kept in one string', () => {
    const pieces = ['', ' ', '\t', 'a', 'ab ', '\n', '\n\n', ' \n ', 'x\t \t', '  y', '•  '];
    let seed = 3;
    const pick = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    for (let run = 0; run < 300; run++) {
      const built = new TextBuilder();
      let plain = '';
      for (let step = 0; step < 30; step++) {
        if (pick() % 4 === 0) {
          built.trimEnd();
          plain = plain.replace(/[ \t]+$/, '');
        } else {
          const piece = pieces[pick() % pieces.length] as string;
          built.append(piece);
          plain += piece;
        }
        expect(built.isEmpty()).toBe(plain === '');
        for (const suffix of ['\n', '\n\n', ' ', 'a']) expect(built.endsWith(suffix)).toBe(plain.endsWith(suffix));
        expect(built.toString()).toBe(plain);
      }
    }
  });
});
