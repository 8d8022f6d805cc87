// The playground page in real Chromium: a flow with fixtures gives the envelope, an error shows
// its line, and a runaway `while True: pass` times out while the page keeps responding.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { buildBrowser, openSession, type Session } from "./chromium.js";

let session: Session;
let page: Page;

beforeAll(async () => {
  buildBrowser();
  session = await openSession();
  page = await session.context.newPage();
  await page.goto(session.server.url);
  await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === "ready");
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
  await page.waitForFunction(() => document.querySelector('[data-testid="envelope"]')?.textContent !== "");
  return JSON.parse((await page.getByTestId("envelope").textContent())!);
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
