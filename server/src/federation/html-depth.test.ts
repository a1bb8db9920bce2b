import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { capHtmlDepth } from './html-depth.js';
import { remoteHtmlToText } from './remote-html.js';

/** The most elements htmlparser2 (the sanitizer's parser) holds open at once while reading `html`. */
function deepestNesting(html: string): number {
  let depth = 0;
  let deepest = 0;
  const parser = new Parser({
    onopentagname() {
      deepest = Math.max(deepest, ++depth);
    },
    onclosetag() {
      depth--;
    },
  });
  parser.end(html);
  return deepest;
}

describe('capping the nesting of remote HTML', () => {
  const n = 5_000;
  const deep = {
    'unclosed inline tags': '<b>'.repeat(n),
    'balanced spans': `${'<span>'.repeat(n)}x${'</span>'.repeat(n)}`,
    'unclosed blocks with text': '<div>a'.repeat(n),
    'tags inside SVG, where <style> is not raw text': `<svg><style>${'<b>'.repeat(n)}`,
    'tags left open by implied closes': '<td><td></td><b></td>'.repeat(n),
    'tags left open by self-closing SVG elements': `<svg>${'<x/><b></x>'.repeat(n)}`,
    'a raw-text tag on top of the cap': `${'<b>'.repeat(n)}<a href="https://x.example/">x<script>${'<b>'.repeat(n)}`,
    'links between the tags past the cap': '<a href="https://x.example/"><b>'.repeat(n),
  };

  it.each(Object.entries(deep))(
    'never lets the parser hold more than the cap open, plus a link and a raw-text element: %s',
    (_, html) => {
      expect(deepestNesting(html)).toBeGreaterThan(n / 2);
      expect(deepestNesting(capHtmlDepth(html, 100))).toBeLessThanOrEqual(102);
    },
  );

  it('leaves HTML within the cap as it is', () => {
    const html = `${'<div><span>'.repeat(50)}deep${'</span></div>'.repeat(50)}`;
    expect(capHtmlDepth(html, 100)).toBe(html);
    expect(capHtmlDepth(`<p>${'<b>'.repeat(90)}x</p>`.repeat(100), 100)).toBe(
      `<p>${'<b>'.repeat(90)}x</p>`.repeat(100),
    );
  });

  it('keeps the text, line breaks and links past the cap, with other tags replaced by an element that opens nothing', () => {
    expect(capHtmlDepth('<b><i><u>x<br></u></i></b>', 2)).toBe('<b><i><wbr>x<br></u></i></b>');
    const html = `${'<span>'.repeat(n)}<p>deep <a href="https://x.example/page">words</a><br>next <script>alert(1)</script></p>`;
    expect(remoteHtmlToText(html)).toBe('deep words (https://x.example/page)\nnext');
  });
});
