// What a running job has done so far, for those who watch it (MCP progress notifications): its
// calls with their status, and the tail of its prints. Each watcher takes what is new to it since
// its last take; one that starts late first gets every call so far and the kept tail of prints.
import type { ProgressCall } from "./progress.js";

/** Print text kept for watchers: a watcher slower than this many characters misses the excess. */
export const WATCHED_PRINT_CHARS = 16 * 1024;

/** What is new to one watcher. */
export interface ActivityNews {
  /** Printed since the last take (at most its last WATCHED_PRINT_CHARS characters). */
  prints: string;
  /** Part of what was printed since the last take is not in `prints`. */
  printsCut: boolean;
  /** Calls made or answered since the last take, by seq, as they stand now. */
  calls: ProgressCall[];
}

export interface ActivityWatch {
  take(): ActivityNews;
  stop(): void;
}

interface Watcher {
  onChange: () => void;
  seenChars: number;
  changed: Map<number, ProgressCall>;
}

export class JobActivity {
  /** Every call so far, by seq, as it stands. */
  private readonly calls = new Map<number, ProgressCall>();
  /** The last (at least) WATCHED_PRINT_CHARS printed, as chunks: appending stays linear. */
  private chunks: string[] = [];
  private keptChars = 0;
  private printedChars = 0;
  private readonly watchers = new Set<Watcher>();

  print(text: string): void {
    this.chunks.push(text);
    this.keptChars += text.length;
    this.printedChars += text.length;
    if (this.keptChars > 2 * WATCHED_PRINT_CHARS) {
      const tail = this.kept().slice(-WATCHED_PRINT_CHARS);
      this.chunks = [tail];
      this.keptChars = tail.length;
    }
    for (const watcher of this.watchers) watcher.onChange();
  }

  /**
   * Text printed that this activity never had (a fleet's backlog trimmed it): a watcher that has
   * not seen it is told its prints were cut; what was kept before it is not shown as if adjoining.
   */
  skipped(chars: number): void {
    this.chunks = [];
    this.keptChars = 0;
    this.printedChars += chars;
    for (const watcher of this.watchers) watcher.onChange();
  }

  /** A call made (status `running`) or answered (its status updated). */
  call(call: ProgressCall): void {
    this.calls.set(call.seq, call);
    for (const watcher of this.watchers) {
      watcher.changed.set(call.seq, call);
      watcher.onChange();
    }
  }

  watch(onChange: () => void): ActivityWatch {
    const watcher: Watcher = { onChange, seenChars: 0, changed: new Map(this.calls) };
    this.watchers.add(watcher);
    return {
      take: () => {
        const news = { ...this.printsSince(watcher.seenChars), calls: [...watcher.changed.values()].sort((a, b) => a.seq - b.seq).map((call) => ({ ...call })) };
        watcher.seenChars = this.printedChars;
        watcher.changed.clear();
        return news;
      },
      stop: () => void this.watchers.delete(watcher),
    };
  }

  private kept(): string {
    if (this.chunks.length > 1) this.chunks = [this.chunks.join("")];
    return this.chunks[0] ?? "";
  }

  private printsSince(seenChars: number): Pick<ActivityNews, "prints" | "printsCut"> {
    const unseen = this.printedChars - seenChars;
    if (unseen === 0) return { prints: "", printsCut: false };
    const kept = this.kept();
    const shown = Math.min(unseen, kept.length, WATCHED_PRINT_CHARS);
    let prints = kept.slice(kept.length - shown);
    // A cut that fell inside a surrogate pair would leave half a character.
    if (shown < unseen && /^[\uDC00-\uDFFF]/.test(prints)) prints = prints.slice(1);
    return { prints, printsCut: shown < unseen };
  }
}
