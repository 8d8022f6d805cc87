// The playground page's script (bundled to dist/browser/playground.js): runs the editor's script
// with tools served from the fixtures panel, through the page module ./toolflow.js, and shows the
// prints, result, calls, error and the envelope itself (data-testid="envelope" once a run ends).
// The flow lives in the URL's fragment (shared-flow.ts), so the address bar shares it.
import * as toolflow from "../index.js";
import type { CallEntry, ClippedEnvelope, Envelope } from "../index.js";
import { createScriptEditor } from "./editor.js";
import { EXAMPLES, type PlaygroundExample } from "./examples.js";
import { readSharedFlow, sharedFlowHash, type SharedFlow } from "./shared-flow.js";

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the playground page has no #${id}`);
  return found as T;
}

const fixturesInput = element<HTMLTextAreaElement>("fixtures");
const timeoutInput = element<HTMLInputElement>("timeout");
const runButton = element<HTMLButtonElement>("run");
const statusText = element("status");
const errorText = element("error");
const printsText = element("prints");
const resultText = element("result");
const callsBody = element<HTMLTableElement>("calls").tBodies[0];
const envelopeText = element("envelope");

const examplesSelect = element<HTMLSelectElement>("examples");

/** The URL keeps the flow being edited; replaceState, so editing does not fill the history. */
function keepInUrl(): void {
  const hash = sharedFlowHash({ code: editor.text(), fixtures: fixturesInput.value });
  if (hash !== location.hash) history.replaceState(null, "", hash);
}

const editor = createScriptEditor({
  parent: element("editor"),
  text: "",
  onRun: () => void run(),
  onEdit: () => {
    examplesSelect.value = "";
    keepInUrl();
  },
});

function show(flow: SharedFlow, example?: PlaygroundExample): void {
  editor.setText(flow.code);
  fixturesInput.value = flow.fixtures;
  examplesSelect.value = example?.name ?? "";
  clearOutputs();
}

examplesSelect.append(
  ...EXAMPLES.map((example) => {
    const option = document.createElement("option");
    option.value = example.name;
    option.textContent = example.name;
    option.title = example.summary;
    return option;
  }),
);
examplesSelect.addEventListener("change", () => {
  const example = EXAMPLES.find((e) => e.name === examplesSelect.value);
  if (!example) return;
  show(example, example);
  keepInUrl();
});
fixturesInput.addEventListener("input", keepInUrl);
// A link pasted into this tab's address bar.
addEventListener("hashchange", () => {
  const flow = readSharedFlow(location.hash);
  if (flow && flow.code !== editor.text()) show(flow);
});

const opened = readSharedFlow(location.hash);
if (opened) show(opened);
else if (EXAMPLES[0]) show(EXAMPLES[0], EXAMPLES[0]);
statusText.textContent = "ready";

function clearOutputs(): void {
  editor.clearFailure();
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
      if (line !== null) editor.markFailure(line, `${type}: ${message}`);
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
  // Ctrl/Cmd+Enter while a run is going does not start a second one.
  if (runButton.disabled) return;
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
      code: editor.text(),
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
