// The HTML -> Markdown / text converter of web_fetch on its own.
import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToReadable } from "../../../../host/tools/html-text.js";

const md = (html: string, baseUrl?: string) => htmlToReadable(html, { markdown: true, ...(baseUrl ? { baseUrl } : {}) }).text;

describe("htmlToReadable", () => {
  it("keeps nested and ordered lists, quotes, images and inline code", () => {
    expect(md("<ol><li>one<ul><li>inner</li></ul></li><li>two</li></ol>")).toBe("1. one\n  - inner\n2. two\n");
    expect(md("<blockquote><p>quoted <code>x</code></p></blockquote><p>after</p>")).toBe("> quoted `x`\n\nafter\n");
    expect(md('<p><img src="/i.png" alt="logo"> <a href="b">rel</a></p>', "https://s.example/a/")).toBe("![logo](https://s.example/i.png) [rel](https://s.example/a/b)\n");
  });

  it("drops script content even when it holds tags, and collapses whitespace outside pre", () => {
    expect(md('<p>a</p><script>var s = "<div>x</div>";</script><p>  b \n  c </p>')).toBe("a\n\nb c\n");
    expect(md("<pre>  keep\n    this</pre>")).toBe("```\n  keep\n    this\n```\n");
  });

  it("gives plain text without Markdown marks", () => {
    const page = htmlToReadable("<title> T </title><h2>Head</h2><p><b>bold</b> <a href='/x'>link</a></p><hr><table><tr><td>a</td><td>b</td></tr></table>", { markdown: false });
    expect(page).toEqual({ title: "T", text: "Head\n\nbold link\n\na\tb\n" });
  });

  it("decodes named and numeric entities and leaves unknown ones", () => {
    expect(decodeEntities("&lt;a&gt; &amp; &#65;&#x42; &copy; &bogus; &#xD800;")).toBe("<a> & AB © &bogus; \uFFFD");
  });
});
