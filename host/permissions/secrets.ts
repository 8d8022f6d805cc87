// Secrets: credential stores that are always refused, the config's secret-file globs
// (reading one would ask) and secret words (lines holding one never surface in search results).
import { absoluteGlob } from "./glob.js";
import { anyGlob } from "./linear-glob.js";

/** Credential stores refused outright in standard and autonomous mode, wherever they are. */
export const HARD_DENIED_SECRETS: readonly string[] = [
  "**/.ssh/id_*",
  "**/.ssh/*_key",
  "**/.ssh/*.pem",
  "**/.aws/credentials",
  "**/.aws/config",
  "**/.azure/accessTokens.json",
  "**/.config/gcloud/credentials.db",
  "**/.config/gcloud/application_default_credentials.json",
  "**/.kube/config",
  "**/.docker/config.json",
  "**/.netrc",
  "**/_netrc",
  "**/.git-credentials",
  "**/.npmrc",
  "**/.pypirc",
  "**/.gnupg/**",
  "**/.password-store/**",
  "**/.config/gh/hosts.yml",
  "**/.terraform.d/credentials.tfrc.json",
];

export interface SecretsConfig {
  files: readonly string[];
  words: readonly string[];
}

export class Secrets {
  private readonly hardDenied = anyGlob(HARD_DENIED_SECRETS);
  private readonly secretFile: (abs: string) => boolean;
  private readonly words: readonly string[];

  constructor(config: SecretsConfig, root: string, home?: string) {
    const globs = config.files.map((g) => absoluteGlob(g, root, home));
    this.secretFile = anyGlob(globs);
    // An empty word would match every line.
    this.words = config.words.filter((w) => w !== "");
  }

  /** A built-in credential store: refused even when the flow was approved. */
  isHardDenied(abs: string): boolean {
    return this.hardDenied(abs);
  }

  /** A file named by `secrets.files`: reading it asks; searches never list it. */
  isSecretFile(abs: string): boolean {
    return this.secretFile(abs) || this.hardDenied(abs);
  }

  /** The literal secret word held by `line`, if any. */
  holdsSecretWord(line: string): boolean {
    return this.words.some((w) => line.includes(w));
  }
}
