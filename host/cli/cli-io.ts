// What a CLI command reads and writes through (the process streams, the terminal), so commands
// and tests can run without a real process.
import type { KeyReader } from "./detach-keys.js";

export interface CliIO {
  stdout(text: string): void;
  stderr(text: string): void;
  readStdin(): Promise<string>;
  cwd: string;
  /** Asks the user a question on the terminal; absent when there is none (approval then needs --yes). */
  ask?: (question: string) => Promise<string>;
  /** Colour for people's output (a terminal on stdout, or FORCE_COLOR; never with NO_COLOR). */
  colour?: boolean;
  /** Replaces the status line on a terminal's stderr ("" clears it); absent when stderr is not one. */
  status?: (line: string) => void;
  /** Single key presses on the terminal (`toolflow run --url`: b moves the flow to the background). */
  keys?: KeyReader;
}
