// HTML -> readable Markdown (or plain text) for web_fetch: drops scripts, styles and page chrome,
// keeps headings, paragraphs, lists, links, code, quotes and tables. A small tokenizer, not a DOM:
// enough for reading a page, and it never executes or fetches anything.

export interface ReadablePage {
  title: string;
  text: string;
}

/** Elements whose content is never readable text. */
const DROPPED = new Set(["script", "style", "noscript", "template", "svg", "iframe", "object", "canvas", "nav", "footer", "form", "button", "select"]);
const BLOCKS = new Set([
  "p", "div", "section", "article", "main", "header", "aside", "figure", "figcaption", "details", "summary",
  "ul", "ol", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "address", "center",
]);
const VOID = new Set(["br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "source", "track", "wbr"]);

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>|<(\/?)([A-Za-z][A-Za-z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function htmlToReadable(html: string, options: { markdown: boolean; baseUrl?: string }): ReadablePage {
  return new Converter(options.markdown, options.baseUrl).run(html);
}

class Converter {
  private out = "";
  /** Text of the current line not yet written (inline content is collected here). */
  private line = "";
  private title = "";
  private inTitle = false;
  private dropDepth = 0;
  private dropTag = "";
  private pre = 0;
  private readonly lists: { ordered: boolean; n: number }[] = [];
  private quote = 0;
  private readonly links: { href: string; start: number }[] = [];
  private row: string[] | null = null;
  private cell: string | null = null;
  private headerRowDone = false;

  constructor(
    private readonly markdown: boolean,
    private readonly baseUrl: string | undefined,
  ) {}

  run(html: string): ReadablePage {
    for (const match of html.matchAll(TOKEN)) {
      const [token, closing, rawTag, rawAttrs] = match;
      if (rawTag === undefined) {
        if (this.dropDepth === 0 && !token.startsWith("<!") && !token.startsWith("<?")) this.text(decodeEntities(token === "<" ? "<" : token));
        continue;
      }
      const tag = rawTag.toLowerCase();
      if (this.dropDepth > 0) {
        if (tag === this.dropTag) this.dropDepth += closing ? -1 : rawAttrs?.trimEnd().endsWith("/") ? 0 : 1;
        continue;
      }
      if (tag === "title") {
        this.inTitle = !closing;
        continue;
      }
      if (!closing && DROPPED.has(tag) && !rawAttrs?.trimEnd().endsWith("/")) {
        this.dropDepth = 1;
        this.dropTag = tag;
        continue;
      }
      if (closing) this.close(tag);
      else this.open(tag, parseAttrs(rawAttrs ?? ""));
    }
    this.flushLine();
    return { title: this.title.replace(/\s+/g, " ").trim(), text: this.out.replace(/\n{3,}/g, "\n\n").trim() + "\n" };
  }

  private text(value: string): void {
    if (this.inTitle) {
      this.title += value;
      return;
    }
    if (this.cell !== null) {
      this.cell += value.replace(/\s+/g, " ");
      return;
    }
    if (this.pre > 0) {
      const parts = value.split("\n");
      parts.forEach((part, i) => {
        if (i > 0) this.newline();
        this.line += part;
      });
      return;
    }
    let collapsed = value.replace(/\s+/g, " ");
    if (this.line === "" || this.line.endsWith(" ")) collapsed = collapsed.replace(/^ /, "");
    this.line += collapsed;
  }

  private open(tag: string, attrs: Record<string, string>): void {
    const md = this.markdown;
    const mark = md ? this.inlineMark(tag) : undefined;
    if (/^h[1-6]$/.test(tag)) {
      this.block();
      if (md) this.line += `${"#".repeat(Number(tag[1]))} `;
    } else if (tag === "br") {
      this.newline();
    } else if (tag === "hr") {
      this.block();
      this.line = md ? "---" : "";
      this.block();
    } else if (tag === "pre") {
      this.block();
      if (md) {
        this.line = "```";
        this.newline();
      }
      this.pre++;
    } else if (mark) {
      this.line += mark;
    } else if (tag === "blockquote") {
      this.block();
      this.quote++;
    } else if (tag === "ul" || tag === "ol") {
      // A nested list continues its item's lines; only an outer list is a block of its own.
      if (this.lists.length > 0) this.flushLine();
      else this.block();
      this.lists.push({ ordered: tag === "ol", n: 0 });
    } else if (tag === "li") {
      this.flushLine();
      const list = this.lists[this.lists.length - 1];
      const indent = "  ".repeat(Math.max(0, this.lists.length - 1));
      if (list) list.n++;
      this.line = `${indent}${list?.ordered ? `${list.n}.` : "-"} `;
    } else if (tag === "a") {
      this.links.push({ href: attrs.href ?? "", start: this.line.length });
      if (md && attrs.href) this.line += "[";
    } else if (tag === "img") {
      const alt = attrs.alt ?? "";
      if (alt) this.line += md && attrs.src ? `![${alt}](${this.absolute(attrs.src)})` : alt;
    } else if (tag === "tr") {
      this.flushLine();
      this.row = [];
    } else if ((tag === "td" || tag === "th") && this.row !== null) {
      this.cell = "";
    } else if (tag === "table") {
      this.block();
      this.headerRowDone = false;
    } else if (BLOCKS.has(tag)) {
      this.block();
    } else if (VOID.has(tag)) {
      return;
    }
  }

  /** Markdown's mark for an inline tag, the same when it opens and closes (code only outside <pre>). */
  private inlineMark(tag: string): string | undefined {
    if (tag === "code") return this.pre === 0 ? "`" : undefined;
    if (tag === "strong" || tag === "b") return "**";
    if (tag === "em" || tag === "i") return "*";
    return undefined;
  }

  private close(tag: string): void {
    const md = this.markdown;
    const mark = md ? this.inlineMark(tag) : undefined;
    if (tag === "ul" || tag === "ol") {
      this.lists.pop();
      if (this.lists.length > 0) this.flushLine();
      else this.block();
    } else if (/^h[1-6]$/.test(tag) || tag === "p" || BLOCKS.has(tag)) {
      this.block();
    } else if (tag === "pre") {
      this.pre = Math.max(0, this.pre - 1);
      if (md) {
        this.newline();
        this.line = "```";
      }
      this.block();
    } else if (mark) {
      this.line += mark;
    } else if (tag === "blockquote") {
      this.block();
      this.quote = Math.max(0, this.quote - 1);
    } else if (tag === "li") {
      this.flushLine();
    } else if (tag === "a") {
      const link = this.links.pop();
      if (md && link?.href) {
        const inner = this.line.slice(link.start + 1);
        if (inner.trim() === "") this.line = this.line.slice(0, link.start);
        else this.line += `](${this.absolute(link.href)})`;
      }
    } else if ((tag === "td" || tag === "th") && this.row !== null && this.cell !== null) {
      this.row.push(this.cell.trim().replace(/\|/g, "\\|"));
      this.cell = null;
    } else if (tag === "tr" && this.row !== null) {
      const cells = this.row;
      this.row = null;
      if (cells.length === 0) return;
      this.line = md ? `| ${cells.join(" | ")} |` : cells.join("\t");
      this.newline();
      if (md && !this.headerRowDone) {
        this.line = `|${" --- |".repeat(cells.length)}`;
        this.newline();
      }
      this.headerRowDone = true;
    }
  }

  private absolute(href: string): string {
    if (!this.baseUrl) return href;
    try {
      return new URL(href, this.baseUrl).href;
    } catch {
      // A malformed href is shown as written; it is only text for the reader.
      return href;
    }
  }

  private newline(): void {
    const prefix = this.quote > 0 && this.markdown ? "> ".repeat(this.quote) : "";
    this.out += `${prefix}${this.pre > 0 ? this.line : this.line.trimEnd()}\n`;
    this.line = "";
  }

  private flushLine(): void {
    if (this.line.trim() !== "") this.newline();
    else this.line = "";
  }

  /** Ends the current block with a blank line. */
  private block(): void {
    this.flushLine();
    if (this.out !== "" && !this.out.endsWith("\n\n")) this.out += "\n";
  }
}

function parseAttrs(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of text.matchAll(ATTR)) attrs[m[1]!.toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  return attrs;
}

const NAMED: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", copy: "©", reg: "®", trade: "™",
  hellip: "…", mdash: "—", ndash: "–", lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", laquo: "«",
  raquo: "»", middot: "·", bull: "•", deg: "°", times: "×", euro: "€", pound: "£", yen: "¥", sect: "§",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[A-Za-z]+);?/g, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : "\uFFFD";
    }
    return NAMED[body] ?? NAMED[body.toLowerCase()] ?? whole;
  });
}
