import { describe, expect, it } from 'vitest';
import { REMOTE_HTML_MAX_CHARS, REMOTE_TEXT_MAX_CHARS, remoteHtmlToText } from './remote-html.js';

describe('remote HTML as our text', () => {
  it('keeps paragraphs, line breaks, links, mentions and hashtags as Mastodon writes them', () => {
    const html =
      '<p>Hello <span class="h-card" translate="no"><a href="https://social.example/@maya" class="u-url mention">@<span>maya</span></a></span>!</p>' +
      '<p>Read <a href="https://news.example/articles/2024/long-title" target="_blank" rel="nofollow noopener noreferrer">' +
      '<span class="invisible">https://</span><span class="ellipsis">news.example/articles/20</span>' +
      '<span class="invisible">24/long-title</span></a><br>and <a href="https://social.example/tags/cats" class="mention hashtag" rel="tag">#<span>cats</span></a></p>';
    expect(remoteHtmlToText(html)).toBe(
      'Hello @maya@social.example!\n\nRead https://news.example/articles/2024/long-title\nand #cats',
    );
  });

  it('names a mention by its tag, so a mention of someone elsewhere keeps their server', () => {
    const html = '<p><a href="https://other.example/users/ko" class="u-url mention">@ko</a> hi</p>';
    const mentions = [{ href: 'https://other.example/users/ko', name: '@ko@other.example' }];
    expect(remoteHtmlToText(html, mentions)).toBe('@ko@other.example hi');
    expect(remoteHtmlToText('<a href="https://mk.example/@ai" class="mention">@ai@mk.example</a>')).toBe(
      '@ai@mk.example',
    );
  });

  it('keeps the words of a link that is not its own address, with the address', () => {
    expect(remoteHtmlToText('<p>See <a href="https://example.org/x">our site</a>.</p>')).toBe(
      'See our site (https://example.org/x).',
    );
  });

  it('drops scripts, styles, event handlers, images and dangerous links, keeping only harmless text', () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<style>body{display:none}</style>',
      '<img src=x onerror="alert(2)">',
      '<p onclick="alert(3)" style="color:red">click</p>',
      '<a href="javascript:alert(4)">js link</a>',
      '<a href="JaVaScRiPt&#58;alert(5)">encoded</a>',
      '<a href="data:text/html,<script>alert(6)</script>">data</a>',
      '<a href="//evil.example/x">protocol-relative</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(7)</script><text>svg words</text></svg>',
      '<scr<script>ipt>alert(8)</scr</script>ipt>',
      '<noscript><p title="</noscript><img src=x onerror=alert(9)>"></noscript>',
      '<textarea><img src=x onerror=alert(10)></textarea>',
      '<math><mi xlink:href="javascript:alert(11)">m</mi></math>',
      '<form action="https://evil.example"><input value="in"><button>press</button></form>',
    ].join('');
    const text = remoteHtmlToText(hostile);
    expect(text).not.toMatch(/<[a-z!/]|javascript|onerror|onclick|evil|display:none|svg words/i);
    expect(text).not.toMatch(/alert\((1|2|3|4|5|6|7|9|10|11)\)/);
    // The split-tag trick leaves only its harmless leftovers, as text.
    expect(text).toContain('ipt>alert(8)ipt>');
    expect(text).toContain('click');
    expect(text).toContain('js link');
    expect(text).toContain('encoded');
    expect(text).toContain('press');
  });

  it('never lets an escaped tag become markup: it stays the text it was', () => {
    const text = remoteHtmlToText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; done</p>');
    expect(text).toBe('<script>alert(1)</script> & done');
  });

  it('leaves out the fallback Mastodon adds for a quote, since the quote is shown as one', () => {
    const html =
      '<p class="quote-inline">RE: <a href="https://a.example/@x/1">https://a.example/@x/1</a></p><p>my take</p>';
    expect(remoteHtmlToText(html)).toBe('my take');
  });

  it('keeps a text longer than 500 characters whole', () => {
    const long = 'word '.repeat(400).trim();
    expect(remoteHtmlToText(`<p>${long}</p>`)).toBe(long);
  });

  it('handles huge and deeply nested input in bounded time and size', () => {
    const huge = `<p>${'a'.repeat(5_000_000)}</p>`;
    const nested = `${'<div><span>'.repeat(10_000)}deep${'</span></div>'.repeat(10_000)}`;
    const started = Date.now();
    const cut = remoteHtmlToText(huge);
    expect([...cut].length).toBe(REMOTE_TEXT_MAX_CHARS);
    expect(cut.endsWith('…')).toBe(true);
    expect(remoteHtmlToText(nested)).toBe('deep');
    expect([...remoteHtmlToText('<'.repeat(100_000))].length).toBeLessThanOrEqual(REMOTE_TEXT_MAX_CHARS);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('takes time linear in the size of deeply nested, unclosed or many-paragraph input', () => {
    // Each of these filled the input limit and took seconds (unclosed list items: tens of seconds) while the
    // work per tag grew with the depth or with the text so far; a flat input as long, with as many tags, is
    // the yardstick. They take about as long as it now (1.5-25 s before the fix); 8x leaves room for a GC pause
    // or a busy machine (4x failed once under load).
    const fill = (unit: string) => unit.repeat(Math.floor(REMOTE_HTML_MAX_CHARS / unit.length));
    const fastest = (html: string) => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        remoteHtmlToText(html);
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const flat = fastest(fill('<span>a</span> '));
    for (const unit of ['<b>', '<li>a', '<p>a</p>', '<div>a']) expect(fastest(fill(unit))).toBeLessThan(8 * flat);
  });

  it('makes lists and code readable', () => {
    expect(remoteHtmlToText('<p>todo</p><ul><li>one</li><li>two</li></ul><pre>a\n  b</pre>')).toBe(
      'todo\n\n• one\n• two\n\na\n  b',
    );
  });

  it('answers empty for empty or tag-only input', () => {
    expect(remoteHtmlToText('')).toBe('');
    expect(remoteHtmlToText('<p></p><br><img src="https://x.example/a.png">')).toBe('');
  });
});
