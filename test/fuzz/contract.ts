// The host contract on one script, as the mutation fuzzer checks it: runFlow resolves (never
// throws) with a rejection or an envelope that holds no InternalError, JS stack or host path.
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { createRegistry, type ToolDefinition } from "../../host/registry.js";
import { runFlow } from "../../host/run-flow.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const echo: ToolDefinition = { name: "echo", category: "custom", flowEligible: true, output: "json", handler: async (args) => args };

/** What broke the contract for `code`, or null. */
export async function contractBreak(code: string): Promise<string | null> {
  let outcome: unknown;
  try {
    outcome = await runFlow({ code, name: "fuzz", tools: ["echo"], timeout_seconds: 5 }, { registry: createRegistry([echo]) });
  } catch (error) {
    return `runFlow threw: ${error instanceof Error ? error.stack : String(error)}`;
  }
  const text = JSON.stringify(outcome);
  if (text.includes('"InternalError"')) return `InternalError: ${text.slice(0, 2000)}`;
  if (/\n\s+at \S+ \(/.test(text)) return `a JS stack in the output: ${text.slice(0, 2000)}`;
  for (const path of [ROOT, tmpdir() + "/"]) if (text.includes(path)) return `a host path in the output: ${text.slice(0, 2000)}`;
  return null;
}
