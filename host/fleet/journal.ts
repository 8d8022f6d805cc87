// The call journal of a queued flow (a Redis hash per flow): each tool call is recorded as
// started before its handler runs and with its outcome before the answer enters the sandbox. A
// re-run of the flow (after a worker died) is served the recorded outcomes in order, so no call
// with a known outcome is made twice; a call started without a recorded outcome is made again
// only for an idempotent tool, else the script gets a ToolError saying its outcome is unknown.
import type { Redis } from "ioredis";
import * as z from "zod";
import { safeJson } from "./safe-json.js";
import { JsonText, ToolError, ToolPermissionError, type ToolContext, type ToolDefinition, type ToolRegistry } from "../registry.js";

const OutcomeSchema = z.union([
  z.object({ ok: z.string() }).strict(),
  z.object({ error: z.string(), denied: z.boolean() }).strict(),
]);

export const JournalEntrySchema = z
  .object({
    tool: z.string(),
    args: z.string(),
    outcome: OutcomeSchema.optional(),
  })
  .strict();

export type JournalEntry = z.infer<typeof JournalEntrySchema>;
type Outcome = z.infer<typeof OutcomeSchema>;

const CALL_FIELD = /^call:(\d+)$/;

/** Hash fields besides the calls. */
const RUNS_FIELD = "runs";

export class Journal {
  private constructor(
    private readonly redis: Redis,
    private readonly key: string,
    /** Entries recorded by earlier runs of the flow, by seq. */
    private readonly earlier: ReadonlyMap<number, JournalEntry>,
    /** Runs of the flow so far, this one included. */
    readonly runs: number,
    private readonly keepMs: number,
  ) {}

  /**
   * Reads what earlier runs recorded, and counts this run unless it continues a parked one (a
   * flow parked on purpose is not resumed after a failure).
   */
  static async open(redis: Redis, key: string, keepMs: number, count = true): Promise<Journal> {
    const [[, runs], [, fields]] = (await redis.multi().hincrby(key, RUNS_FIELD, count ? 1 : 0).hgetall(key).pexpire(key, keepMs).exec()) as [
      [unknown, number],
      [unknown, Record<string, string>],
    ];
    const earlier = new Map<number, JournalEntry>();
    for (const [field, value] of Object.entries(fields)) {
      const seq = CALL_FIELD.exec(field)?.[1];
      if (seq === undefined) continue;
      const parsed = JournalEntrySchema.safeParse(safeJson(value));
      // A malformed entry counts as a call without a recorded outcome: never served, never silently redone.
      earlier.set(Number(seq), parsed.success ? parsed.data : { tool: "?", args: "" });
    }
    return new Journal(redis, key, earlier, runs, keepMs);
  }

  /** The registry with every handler journaled. */
  wrap(registry: ToolRegistry): ToolRegistry {
    return new Map([...registry].map(([name, tool]) => [name, this.journaled(tool)]));
  }

  /** Keeps the journal as long as the job's result once the flow has ended. */
  async ended(): Promise<void> {
    await this.redis.pexpire(this.key, this.keepMs);
  }

  private journaled(tool: ToolDefinition): ToolDefinition {
    return {
      ...tool,
      handler: async (args, context) => {
        const seq = context.seq;
        if (seq === undefined) return tool.handler(args, context);
        const argsJson = context.argsJson ?? JSON.stringify(args);
        const earlier = this.earlier.get(seq);
        if (earlier?.outcome && earlier.tool === tool.name && earlier.args === argsJson) return replay(tool, earlier.outcome);
        if (earlier && !tool.idempotent) {
          throw new ToolError(
            earlier.tool === tool.name && earlier.args === argsJson
              ? unknownOutcome(tool.name)
              : `the flow's call ${seq} differs from the one its journal recorded (${earlier.tool}); a non-idempotent call is not made in its place`,
          );
        }
        // HSETNX: two runs of one flow at once (a worker presumed dead that was only slow) claim
        // each call once; the run that finds it claimed treats it as an earlier run's call.
        if (!(await this.claim(seq, { tool: tool.name, args: argsJson }))) {
          const claimed = await this.read(seq);
          if (claimed?.outcome && claimed.tool === tool.name && claimed.args === argsJson) return replay(tool, claimed.outcome);
          if (!tool.idempotent) throw new ToolError(unknownOutcome(tool.name));
        }
        return this.made(tool, seq, argsJson, args, context);
      },
    };
  }

  private async made(tool: ToolDefinition, seq: number, argsJson: string, args: Record<string, unknown>, context: ToolContext): Promise<unknown> {
    let output: unknown;
    try {
      output = await tool.handler(args, context);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.record(seq, { tool: tool.name, args: argsJson, outcome: { error: message, denied: error instanceof ToolPermissionError } });
      throw error;
    }
    const text = outputText(tool, output);
    // Output runFlow will refuse (not text, not JSON) is left unrecorded: a re-run says "unknown".
    if (text !== undefined) await this.record(seq, { tool: tool.name, args: argsJson, outcome: { ok: text } });
    return output;
  }

  private async record(seq: number, entry: JournalEntry): Promise<void> {
    await this.redis.hset(this.key, `call:${seq}`, JSON.stringify(entry));
  }

  /** Records the call as started unless another run of the flow did; false then. */
  private async claim(seq: number, entry: JournalEntry): Promise<boolean> {
    return (await this.redis.hsetnx(this.key, `call:${seq}`, JSON.stringify(entry))) === 1;
  }

  private async read(seq: number): Promise<JournalEntry | undefined> {
    const text = await this.redis.hget(this.key, `call:${seq}`);
    const parsed = JournalEntrySchema.safeParse(text === null ? undefined : safeJson(text));
    return parsed.success ? parsed.data : undefined;
  }
}

function unknownOutcome(tool: string): string {
  return `the outcome of this ${tool} call is unknown: the worker running the flow stopped while it was in flight, and the tool is not idempotent, so it was not made again`;
}

/** The recorded outcome as the handler gave it: text, exact JSON text, or the same error. */
function replay(tool: ToolDefinition, outcome: Outcome): unknown {
  if ("error" in outcome) throw outcome.denied ? new ToolPermissionError(outcome.error) : new Error(outcome.error);
  return tool.output === "text" ? outcome.ok : new JsonText(outcome.ok);
}

function outputText(tool: ToolDefinition, output: unknown): string | undefined {
  if (tool.output === "text") return typeof output === "string" ? output : undefined;
  if (output instanceof JsonText) return output.text;
  try {
    return JSON.stringify(output === undefined ? null : output);
  } catch {
    return undefined;
  }
}
