// The human-readable form of a flow's outcome for `toolflow run` without --json: prints, the
// result as pretty JSON, a table of calls, the error with its line and traceback, a summary.
import type { CallEntry, Envelope, Problem, Rejection } from "../schema/envelope.js";

/** A full envelope, or the clipped one (status and truncation only) when even that overflowed. */
export type EnvelopeView = Pick<Envelope, "status" | "truncation"> & Partial<Envelope>;

/** Arguments in the table are cut to this many characters: the table is an overview. */
const ARGS_WIDTH = 60;

/** `printsShown`: the prints were streamed as they happened, so they are not repeated. */
export function renderEnvelope(env: EnvelopeView, { printsShown = false } = {}): string {
  const parts: string[] = [];
  if (env.prints && !printsShown) parts.push(section("prints", env.prints.endsWith("\n") ? env.prints.slice(0, -1) : env.prints));
  // A clipped envelope has no result field; showing `null` for it would be a lie.
  if (env.status === "ok" && "result" in env) parts.push(section("result", JSON.stringify(env.result, null, 2)));
  if (env.calls?.length) parts.push(section(`calls (${env.calls.length})`, callTable(env.calls)));
  if (env.error) parts.push(section("error", errorText(env.error)));
  parts.push(summary(env));
  return `${parts.join("\n\n")}\n`;
}

function section(title: string, body: string): string {
  return `== ${title} ==\n${body}`;
}

function errorText(error: NonNullable<Envelope["error"]>): string {
  const where = error.line ? ` (line ${error.line})` : "";
  const head = `${error.type}: ${error.message}${where}`;
  return error.traceback ? `${head}\n${error.traceback.replace(/\n$/, "")}` : head;
}

function callTable(calls: readonly CallEntry[]): string {
  const rows = calls.map((c) => [
    String(c.seq),
    c.alias !== c.tool ? `${c.tool} (${c.alias})` : c.tool,
    c.status,
    String(c.ms),
    c.status === "ok" ? clip(argsSummary(c.args)) : `${clip(argsSummary(c.args))}  -> ${c.error ?? c.status}`,
  ]);
  const header = ["seq", "tool", "status", "ms", "args"];
  const widths = header.map((h, col) => Math.max(h.length, ...rows.map((r) => r[col]!.length)));
  const numeric = new Set([0, 3]);
  const line = (cells: string[]) =>
    cells
      .map((cell, col) => (col === cells.length - 1 ? cell : numeric.has(col) ? cell.padStart(widths[col]!) : cell.padEnd(widths[col]!)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

/** Keyword arguments as the script wrote them: `path='README.md', limit=20`. */
export function argsSummary(args: unknown): string {
  if (args === null || typeof args !== "object" || Array.isArray(args)) return pyLiteral(args);
  return Object.entries(args as Record<string, unknown>)
    .map(([k, v]) => `${k}=${pyLiteral(v)}`)
    .join(", ");
}

function pyLiteral(v: unknown): string {
  if (v === null || v === undefined) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "string") return pyStr(v);
  if (Array.isArray(v)) return `[${v.map(pyLiteral).join(", ")}]`;
  if (typeof v === "object") {
    return `{${Object.entries(v as Record<string, unknown>).map(([k, x]) => `${pyStr(k)}: ${pyLiteral(x)}`).join(", ")}}`;
  }
  return String(v);
}

function pyStr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  const body = s.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/\t/g, "\\t").replace(/\r/g, "\\r");
  return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote;
}

function clip(text: string): string {
  return text.length > ARGS_WIDTH ? `${text.slice(0, ARGS_WIDTH - 3)}...` : text;
}

function summary(env: EnvelopeView): string {
  const bits = [`status: ${env.status}`];
  if (env.stats) bits.push(`${env.stats.calls} call${env.stats.calls === 1 ? "" : "s"}`, `${env.stats.ms} ms`);
  const t = env.truncation;
  if (t.truncated) {
    const what = [t.prints && "prints", t.result && "result", t.calls_omitted && `${t.calls_omitted} calls omitted`].filter(Boolean);
    bits.push(`shortened (${what.join(", ") || "envelope"}; --full shows everything)`);
  }
  return bits.join(" | ");
}

/** One problem of a rejected request, on one line. */
export function describeProblem(problem: Problem): string {
  if ("tool" in problem) return `tool ${JSON.stringify(problem.tool)}: ${problem.reason}`;
  if (problem.reason === "not_approved") return `not approved: ${problem.message}`;
  return `${problem.field}: ${problem.message}`;
}

/** A rejected request for people: every problem on its own line. */
export function rejectionText(rejection: Rejection): string {
  return `toolflow: the request was rejected:\n${rejection.problems.map((p) => `  - ${describeProblem(p)}\n`).join("")}`;
}
