const isBlank = (char: string | undefined) => char === ' ' || char === '\t';

/** The last two characters of `before + text`. */
const lastTwo = (before: string, text: string) => (text.length >= 2 ? text.slice(-2) : before.slice(-1) + text);

/**
 * A text written piece by piece that can drop its trailing spaces and tabs and say how it ends without
 * reading itself again, so a remote note with thousands of paragraphs is converted in linear time. It is
 * kept as the pieces up to its last other character and the spaces and tabs after it, with the last two
 * characters of each.
 */
export class TextBuilder {
  private readonly parts: string[] = [];
  private blanks = '';
  private partsEnd = '';
  private end = '';

  append(text: string): void {
    if (text === '') return;
    this.end = lastTwo(this.end, text);
    let cut = text.length;
    while (cut > 0 && isBlank(text[cut - 1])) cut--;
    if (cut === 0) {
      this.blanks += text;
      return;
    }
    if (this.blanks !== '') this.parts.push(this.blanks);
    this.parts.push(text.slice(0, cut));
    this.partsEnd =
      cut === text.length ? this.end : lastTwo(this.blanks === '' ? this.partsEnd : this.blanks, text.slice(0, cut));
    this.blanks = text.slice(cut);
  }

  /** Drops the spaces and tabs at the end. */
  trimEnd(): void {
    this.blanks = '';
    this.end = this.partsEnd;
  }

  isEmpty(): boolean {
    return this.end === '';
  }

  /** Whether the text ends with `suffix`, at most two characters long. */
  endsWith(suffix: string): boolean {
    return this.end.endsWith(suffix);
  }

  toString(): string {
    return this.parts.join('') + this.blanks;
  }
}
