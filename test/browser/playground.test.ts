// The playground page in real Chromium: a flow with fixtures gives the envelope, an error shows
// its line, and a runaway `while True: pass` times out while the page keeps responding. Its editor
// driven with the keyboard as a person would: CodeMirror with Python highlighting and line numbers,
// Tab indenting, Ctrl+Enter running, the failing line marked, the examples/ flows offered (each
// runs as CPython runs it), the flow kept in the URL so a link opens it, and a screenshot of the
// page (test-output/playground.png). One build and one browser for all of them.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { diffOutcomes, listCases, outcomeFrom, ROOT, runOracleBatch } from "../diff/compare.js";
import { parseExactJson } from "../diff/exact-json.js";
import { testOutputPath } from "../test-output.js";
import { buildBrowser, openSession, type Session } from "./chromium.js";

let session: Session;
let page: Page;

async function openPlayground(url: string): Promise<Page> {
  const opened = await session.context.newPage();
  await opened.goto(url);
  await opened.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === "ready");
  return opened;
}

beforeAll(async () => {
  buildBrowser();
  session = await openSession();
  page = await openPlayground(session.server.url);
});

afterAll(async () => {
  await session?.close();
});

/** Types the script and fixtures, clicks Run, and returns the envelope once the run has ended. */
async function runInPage(code: string, fixtures: unknown, timeoutSeconds = 10): Promise<Record<string, any>> {
  await page.getByTestId("editor").fill(code);
  await page.getByTestId("fixtures").fill(JSON.stringify(fixtures));
  await page.getByTestId("timeout").fill(String(timeoutSeconds));
  await page.getByTestId("run").click();
  return waitForEnvelope();
}

const FIXTURES = {
  "issues.list": [{ args: { state: "open" }, output: { json: [{ number: 7, title: "Crash on start" }, { number: 9, title: "Typo" }] } }],
  file_read: [{ args: { path: "NOTES.md" }, output: "# Notes\nship it\n" }],
};

describe("the playground page", () => {
  it("runs a flow with fixtures and shows its envelope, prints and calls", async () => {
    const envelope = await runInPage(
      [
        'issues = issues_list(state="open")',
        'notes = file_read(path="NOTES.md")["text"]',
        'print(len(issues), "open")',
        '{"titles": [i["title"] for i in issues], "notes": notes.splitlines()[1]}',
      ].join("\n"),
      FIXTURES,
    );
    expect(envelope).toMatchObject({
      status: "ok",
      prints: "2 open\n",
      result: { titles: ["Crash on start", "Typo"], notes: "ship it" },
      calls: [
        { seq: 1, tool: "issues.list", alias: "issues_list", args: { state: "open" }, status: "ok" },
        { seq: 2, tool: "file_read", alias: "file_read", args: { path: "NOTES.md" }, status: "ok", result_tail: "# Notes\nship it\n" },
      ],
      stats: { calls: 2, print_bytes: 7 },
      truncation: { truncated: false },
    });
    expect(await page.getByTestId("prints").textContent()).toBe("2 open\n");
    expect(await page.locator('[data-testid="calls"] tbody tr').count()).toBe(2);
    expect(await page.getByTestId("error").textContent()).toBe("");
  });

  it("reports a script's exception with its line", async () => {
    const envelope = await runInPage('print("start")\ndata = {"a": 1}\ndata["missing"]\n', {});
    expect(envelope).toMatchObject({ status: "error", prints: "start\n", error: { type: "KeyError", message: "'missing'", line: 3 } });
    expect(await page.getByTestId("error").textContent()).toContain("KeyError: 'missing' (line 3)");
  });

  it("stops `while True: pass` at its timeout; the page stays responsive and the next run works", async () => {
    await page.getByTestId("editor").fill("while True:\n    pass\n");
    await page.getByTestId("fixtures").fill("{}");
    await page.getByTestId("timeout").fill("0.5");
    await page.getByTestId("run").click();
    // The page's own thread is free while the guest spins in the worker.
    expect(await page.getByTestId("status").textContent()).toBe("running…");
    expect(await page.evaluate(() => new Promise((resolve) => setTimeout(() => resolve(6 * 7), 10)))).toBe(42);
    await page.waitForFunction(() => document.querySelector('[data-testid="envelope"]')?.textContent !== "");
    const envelope = JSON.parse((await page.getByTestId("envelope").textContent())!);
    expect(envelope).toMatchObject({ status: "error", error: { type: "Timeout", line: null } });

    const next = await runInPage('print("again")\nsum(range(10))', {});
    expect(next).toMatchObject({ status: "ok", prints: "again\n", result: 45 });
  });
});

/** The flow the page keeps in its URL (what a shared link opens). */
async function flowInUrl(of: Page = page): Promise<{ code: string | null; fixtures: string | null }> {
  const fields = new URLSearchParams((await of.evaluate(() => location.hash)).slice(1));
  return { code: fields.get("code"), fixtures: fields.get("fixtures") };
}

async function waitForEnvelope(of: Page = page): Promise<Record<string, any>> {
  await of.waitForFunction(() => document.querySelector('[data-testid="envelope"]')?.textContent !== "");
  return JSON.parse((await of.getByTestId("envelope").textContent())!);
}

/** Replaces the script by typing it (a select-all first), as a person pasting would. */
async function typeScript(code: string): Promise<void> {
  await page.getByTestId("editor").fill(code);
}

/** examples/ flows with replay fixtures beside them (the ones the playground can run). */
const EXAMPLES = listCases(join(ROOT, "examples")).filter((c) => c.fixtures);

describe("the playground's editor", () => {
  it("is CodeMirror with line numbers and Python highlighting", async () => {
    await typeScript('def greet(name):\n    return "hi " + name\n\ngreet("ada")\n');
    expect(await page.locator(".cm-editor .cm-gutters .cm-lineNumbers .cm-gutterElement", { hasText: /^5$/ }).count()).toBe(1);
    const colour = (text: string) =>
      page.locator(".cm-content span", { hasText: new RegExp(`^${text}$`) }).first().evaluate((el) => getComputedStyle(el).color);
    const plain = await page.locator(".cm-content .cm-line").first().evaluate((el) => getComputedStyle(el).color);
    const keyword = await colour("def");
    const string = await colour('"hi "');
    expect(new Set([plain, keyword, string]).size).toBe(3);
  });

  it("indents with Tab and Shift+Tab by four spaces, and after a colon on Enter", async () => {
    await typeScript("x = 1\n");
    await page.keyboard.press("Control+End");
    await page.keyboard.type("if x:");
    await page.keyboard.press("Enter");
    await page.keyboard.type("y = 2");
    expect((await flowInUrl()).code).toBe("x = 1\nif x:\n    y = 2");
    await page.keyboard.press("Tab");
    expect((await flowInUrl()).code).toBe("x = 1\nif x:\n        y = 2");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    expect((await flowInUrl()).code).toBe("x = 1\nif x:\ny = 2");
    // Tab stayed in the editor: focus did not move to the next control.
    expect(await page.evaluate(() => document.activeElement?.classList.contains("cm-content"))).toBe(true);
  });

  it("runs on Ctrl+Enter without changing the script", async () => {
    await typeScript('print("from the keyboard")\n6 * 7');
    await page.getByTestId("fixtures").fill("{}");
    await page.getByTestId("editor").click();
    await page.keyboard.press("Control+Enter");
    expect(await waitForEnvelope()).toMatchObject({ status: "ok", prints: "from the keyboard\n", result: 42 });
    expect((await flowInUrl()).code).toBe('print("from the keyboard")\n6 * 7');
  });

  it("marks the failing line of an exception and of a SyntaxError, and clears the mark on an edit", async () => {
    await typeScript('print("start")\ndata = {"a": 1}\ndata["missing"]\n');
    await page.getByTestId("run").click();
    expect(await waitForEnvelope()).toMatchObject({ status: "error", error: { type: "KeyError", line: 3 } });
    const marked = page.locator(".cm-content .cm-lintRange-error");
    await marked.first().waitFor();
    expect(await marked.allTextContents()).toEqual(['data["missing"]']);
    expect(await page.locator(".cm-gutter-lint .cm-lint-marker-error").count()).toBe(1);

    await page.getByTestId("editor").click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("# edited");
    expect(await marked.count()).toBe(0);

    await typeScript("x = 1\nif x\n    pass\n");
    await page.keyboard.press("Control+Enter");
    expect(await waitForEnvelope()).toMatchObject({ status: "error", error: { type: "SyntaxError", line: 2 } });
    await marked.first().waitFor();
    expect(await marked.allTextContents()).toEqual(["if x"]);
  });
});

describe("the playground's examples and shared links", () => {
  it("offers every examples/ flow that has fixtures, and each runs as CPython runs it", async () => {
    const offered = await page.locator('[data-testid="examples"] option').evaluateAll((options) =>
      options.map((o) => (o as HTMLOptionElement).value).filter(Boolean),
    );
    expect(offered).toEqual(EXAMPLES.map((c) => c.name));
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(3);
    const oracle = runOracleBatch(EXAMPLES);
    for (const example of EXAMPLES) {
      await page.getByTestId("examples").selectOption(example.name);
      expect(await flowInUrl()).toEqual({ code: readFileSync(example.script, "utf8"), fixtures: readFileSync(example.fixtures!, "utf8") });
      await page.getByTestId("run").click();
      await waitForEnvelope();
      const inPage = outcomeFrom(parseExactJson((await page.getByTestId("envelope").textContent())!));
      const expected = (await oracle).get(example.name)!;
      expect(expected.status, example.name).toBe("ok");
      expect(diffOutcomes(expected, inPage).differences, example.name).toEqual([]);
    }
  });

  it("keeps the flow in the URL: the link opens the same script and fixtures in a new tab", async () => {
    const code = 'name = "link"\nprint(f"shared by {name}")\nlookup(key="k")["v"]';
    const fixtures = JSON.stringify({ lookup: [{ args: { key: "k" }, output: { json: { v: [1, 2] } } }] });
    await typeScript(code);
    await page.getByTestId("fixtures").fill(fixtures);
    expect(await flowInUrl()).toEqual({ code, fixtures });

    const opened = await openPlayground(await page.evaluate(() => location.href));
    try {
      expect(await opened.getByTestId("fixtures").inputValue()).toBe(fixtures);
      expect(await opened.getByTestId("examples").inputValue()).toBe("");
      await opened.getByTestId("run").click();
      expect(await waitForEnvelope(opened)).toMatchObject({ status: "ok", prints: "shared by link\n", result: [1, 2] });
      expect(await flowInUrl(opened)).toEqual({ code, fixtures });
    } finally {
      await opened.close();
    }
  });

  it("looks like an editor: a screenshot of the page after an example's run is far from blank", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId("examples").selectOption(EXAMPLES[0].name);
    await page.getByTestId("run").click();
    await waitForEnvelope();
    const png = await page.screenshot({ path: testOutputPath("playground.png") });
    // Decoded by the browser itself: how many pixels differ from the page's background, and how
    // many colours there are (highlighted code has several).
    const { inked, colours } = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const seen = new Set<number>();
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) {
        const rgb = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
        seen.add(rgb);
        if (rgb !== 0xffffff) inked++;
      }
      return { inked: inked / (data.length / 4), colours: seen.size };
    }, png.toString("base64"));
    expect(inked).toBeGreaterThan(0.05);
    expect(colours).toBeGreaterThan(50);
  });
});
