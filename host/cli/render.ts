// The human-readable form of a flow's outcome for `toolflow run` without --json: prints, the
// result as pretty JSON, a table of calls, the error with its line and traceback, a summary.
import type { CallEntry, Envelope, Problem, Rejection } from "../schema/envelope.js";

/** A full envelope, or the clipped one (status and truncation only) when even that overflowed. */
export type EnvelopeView = Pick<Envelope, "status" | "truncation"> & Partial<Envelope>;

/** Arguments in the table are cut to this many characters: the table is an overview. */
const ARGS_WIDTH = 60;

/** ANSI styles for a terminal that shows colour; the identity where there is none. */
export interface Paint {
  heading(text: string): string;
  good(text: string): string;
  bad(text: string): string;
  dim(text: string): string;
}

const sgr = (open: number, close: number) => (text: string) => `\x1b[${open}m${text}\x1b[${close}m`;
export const COLOURS: Paint = { heading: sgr(1, 22), good: sgr(32, 39), bad: sgr(31, 39), dim: sgr(2, 22) };
export const PLAIN: Paint = { heading: (t) => t, good: (t) => t, bad: (t) => t, dim: (t) => t };

/**
 * Whether people get colour: FORCE_COLOR (anything but "0") asks for it, NO_COLOR (any value)
 * refuses it, else a terminal gets it (https://no-color.org, https://force-color.org).
 */
export function wantsColour(env: NodeJS.ProcessEnv, isTerminal: boolean): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0") return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  return isTerminal;
}

/** The paint for a command's output to people. */
export const paintFor = (io: { colour?: boolean }): Paint => (io.colour ? COLOURS : PLAIN);

/** `printsShown`: the prints were streamed as they happened, so they are not repeated. */
export function renderEnvelope(env: EnvelopeView, { printsShown = false, paint = PLAIN } = {}): string {
  const parts: string[] = [];
  const section = (title: string, body: string) => `${paint.heading(`== ${title} ==`)}\n${body}`;
  if (env.prints && !printsShown) parts.push(section("prints", env.prints.endsWith("\n") ? env.prints.slice(0, -1) : env.prints));
  // A clipped envelope has no result field; showing `null` for it would be a lie.
  if (env.status === "ok" && "result" in env) parts.push(section("result", JSON.stringify(env.result, null, 2)));
  if (env.calls?.length) parts.push(section(`calls (${env.calls.length})`, callTable(env.calls)));
  if (env.error) parts.push(section("error", errorText(env.error, paint)));
  parts.push(summary(env, paint));
  return `${parts.join("\n\n")}\n`;
}

/** The heading `== prints ==` as renderEnvelope writes it, for prints streamed before the rest. */
export const printsHeading = (paint: Paint = PLAIN) => `${paint.heading("== prints ==")}\n`;

function errorText(error: NonNullable<Envelope["error"]>, paint: Paint): string {
  // A SyntaxError's message already ends with its line and column.
  const where = error.line && !/\(line \d+:\d+\)$/.test(error.message) ? ` (line ${error.line})` : "";
  const head = paint.bad(`${error.type}: ${error.message}${where}`);
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

function summary(env: EnvelopeView, paint: Paint): string {
  const bits = [`status: ${(env.status === "ok" ? paint.good : paint.bad)(env.status)}`];
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
