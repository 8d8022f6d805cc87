// node:util's parseArgs for every toolflow command, with an unknown flag answered by the nearest
// one it meant (`unknown option --jsno; did you mean --json?`) instead of Node's own advice.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { didYouMean } from "../suggest.js";
import { UsageError } from "./usage.js";

export function parseFlags<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (code !== "ERR_PARSE_ARGS_UNKNOWN_OPTION") throw new UsageError(message);
    const flag = /'([^']*)'/.exec(message)?.[1] ?? "";
    const known = Object.keys(config.options ?? {}).map((name) => `--${name}`);
    throw new UsageError(`unknown option ${flag}${didYouMean(flag, known, (name) => name)}`);
  }
}
