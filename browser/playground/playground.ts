// The playground page's script (bundled to dist/browser/playground.js): runs the editor's script
// with tools served from the fixtures panel, through the page module ./toolflow.js, and shows the
// prints, result, calls, error and the envelope itself (data-testid="envelope" once a run ends).
import * as toolflow from "../index.js";
import type { CallEntry, ClippedEnvelope, Envelope } from "../index.js";

const EXAMPLE_SCRIPT = `docs = search(query="sandbox")
for hit in docs["hits"]:
    print(hit["title"])
page = fetch_page(url=docs["hits"][0]["url"])
{"first": page["text"][:40], "count": len(docs["hits"])}
`;

const EXAMPLE_FIXTURES = {
  search: [
    {
      args: { query: "sandbox" },
      output: { json: { hits: [{ title: "QuickJS in WebAssembly", url: "https://example.org/qjs" }, { title: "Web Workers", url: "https://example.org/ww" }] } },
    },
  ],
  fetch_page: [{ args: { url: "https://example.org/qjs" }, output: "QuickJS is a small embeddable JavaScript engine." }],
};

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the playground page has no #${id}`);
  return found as T;
}

const editor = element<HTMLTextAreaElement>("editor");
const fixturesInput = element<HTMLTextAreaElement>("fixtures");
const timeoutInput = element<HTMLInputElement>("timeout");
const runButton = element<HTMLButtonElement>("run");
const statusText = element("status");
const errorText = element("error");
const printsText = element("prints");
const resultText = element("result");
const callsBody = element<HTMLTableElement>("calls").tBodies[0];
const envelopeText = element("envelope");

editor.value = EXAMPLE_SCRIPT;
fixturesInput.value = JSON.stringify(EXAMPLE_FIXTURES, null, 2);
statusText.textContent = "ready";

function clearOutputs(): void {
  for (const pre of [errorText, printsText, resultText, envelopeText]) pre.textContent = "";
  callsBody.replaceChildren();
}

function showCalls(calls: readonly CallEntry[]): void {
  callsBody.replaceChildren(
    ...calls.map((call) => {
      const row = document.createElement("tr");
      const cells = [call.seq, call.tool, call.status, call.ms, JSON.stringify(call.args), call.error ?? call.result_tail ?? ""];
      for (const value of cells) {
        const cell = document.createElement("td");
        cell.textContent = String(value);
        row.append(cell);
      }
      return row;
    }),
  );
}

function showEnvelope(envelope: Envelope | ClippedEnvelope): void {
  if ("prints" in envelope) {
    printsText.textContent = envelope.prints;
    resultText.textContent = JSON.stringify(envelope.result, null, 2);
    showCalls(envelope.calls);
    if (envelope.error) {
      const { type, message, line, traceback } = envelope.error;
      const where = line === null ? "" : ` (line ${line})`;
      errorText.textContent = `${type}: ${message}${where}${traceback ? `\n\n${traceback}` : ""}`;
    }
  }
  statusText.textContent = envelope.status;
  envelopeText.textContent = JSON.stringify(envelope, null, 2);
}

/** A problem with the page's inputs, shown where the error goes; the envelope panel gets the rejection. */
function showProblem(message: string, envelopeJson: string): void {
  errorText.textContent = message;
  statusText.textContent = "rejected";
  envelopeText.textContent = envelopeJson;
}

async function run(): Promise<void> {
  clearOutputs();
  runButton.disabled = true;
  statusText.textContent = "running…";
  try {
    let fixtures: toolflow.Fixtures;
    try {
      fixtures = toolflow.parseFixtures(fixturesInput.value, "fixtures");
    } catch (error) {
      if (!(error instanceof toolflow.FixturesError)) throw error;
      return showProblem(error.message, JSON.stringify({ rejected: true, problems: [{ field: "fixtures", reason: "malformed", message: error.message }] }));
    }
    const timeout = Number(timeoutInput.value);
    const request = {
      name: "playground",
      code: editor.value,
      tools: [...fixtures.tools.keys()],
      ...(timeout > 0 ? { timeout_seconds: timeout } : {}),
    };
    const outcome = await toolflow.runFlow(request, { registry: toolflow.fixtureRegistry(fixtures), aliases: fixtures.aliases });
    if (outcome.rejected) {
      const problems = outcome.problems.map((p) => ("tool" in p ? `tool ${p.tool}: ${p.reason}` : `${p.field}: ${p.message}`));
      return showProblem(`the request was rejected:\n${problems.join("\n")}`, JSON.stringify(outcome, null, 2));
    }
    showEnvelope(outcome.envelope);
  } catch (error) {
    showProblem(`toolflow failed: ${error instanceof Error ? error.message : String(error)}`, JSON.stringify({ failed: String(error) }));
  } finally {
    runButton.disabled = false;
  }
}

runButton.addEventListener("click", () => void run());
