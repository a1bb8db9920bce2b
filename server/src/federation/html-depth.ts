import { Parser } from 'htmlparser2';

/** Tags whose content the tokenizer reads as raw text outside SVG/MathML, so they can never nest. */
const RAW_TEXT = new Set(['iframe', 'noembed', 'noframes', 'plaintext', 'script', 'style', 'textarea', 'title', 'xmp']);

/** What a tag past the cap becomes: a void element, which opens nothing, keeps the text around it apart and is then discarded. */
const NEUTRAL = '<wbr>';

/**
 * htmlparser2 keeps its open elements in an array it grows at the front, so each tag costs as much as the
 * current depth: 60,000 unclosed `<b>` cost seconds. A parser that skips opening tags once `maxDepth`
 * elements are open finds them with the very tokenizer and element stack the sanitizer's parser will use,
 * and `<wbr>` stands in for each one, so that parser never holds more than `maxDepth` elements either, plus
 * a link and a raw-text element such as `<script>` (kept so its content stays out of the text). The text
 * inside the skipped tags stays, as do line breaks and links; only the other structure (a paragraph break,
 * a hidden span) is lost.
 */
class CappedParser extends Parser {
  readonly skipped: [number, number][] = [];
  private skipFrom = -1;
  private readonly open: { depth: number };

  constructor(
    private readonly html: string,
    private readonly maxDepth: number,
  ) {
    // Every element pushed is announced by `onopentagname` and every one popped by `onclosetag`; a void
    // element is announced by both at once.
    const open = { depth: 0 };
    super({
      onopentagname: () => {
        open.depth++;
      },
      onclosetag: () => {
        open.depth--;
      },
    });
    this.open = open;
  }

  override onopentagname(start: number, endIndex: number): void {
    if (this.open.depth >= this.maxDepth && !this.keptPastCap(this.html.slice(start, endIndex).toLowerCase())) {
      this.skipFrom = start - 1;
    } else {
      super.onopentagname(start, endIndex);
    }
  }

  /**
   * A void element opens nothing; a link closes the link open above it, so past the cap links never nest;
   * a raw-text element ends at its end tag, so it holds at most one place.
   */
  private keptPastCap(name: string): boolean {
    return this.isVoidElement(name) || name === 'a' || (RAW_TEXT.has(name) && !this.isInForeignContext());
  }

  override onopentagend(endIndex: number): void {
    if (!this.endSkip(endIndex)) super.onopentagend(endIndex);
  }

  override onselfclosingtag(endIndex: number): void {
    if (!this.endSkip(endIndex)) super.onselfclosingtag(endIndex);
  }

  private endSkip(endIndex: number): boolean {
    if (this.skipFrom < 0) return false;
    this.skipped.push([this.skipFrom, endIndex + 1]);
    this.skipFrom = -1;
    return true;
  }
}

const openingsAtMost = (html: string, limit: number) => {
  let count = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) if (++count > limit) return false;
  return true;
};

/** `html` with every opening tag past `maxDepth` open elements replaced by `<wbr>`; unchanged when none is. */
export function capHtmlDepth(html: string, maxDepth: number): string {
  if (openingsAtMost(html, maxDepth)) return html;
  const parser = new CappedParser(html, maxDepth);
  parser.end(html);
  if (parser.skipped.length === 0) return html;
  const parts: string[] = [];
  let at = 0;
  for (const [from, to] of parser.skipped) {
    parts.push(html.slice(at, from), NEUTRAL);
    at = to;
  }
  parts.push(html.slice(at));
  return parts.join('');
}
