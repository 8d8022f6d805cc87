// Where the config files are: the project's file name and the user-level file's path.
import { homedir } from "node:os";
import { join } from "node:path";

export const PROJECT_CONFIG_NAME = "toolflow.config.yaml";

/** The user-level config file for this environment. */
export function userConfigPath(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  const base = env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME !== "" ? env.XDG_CONFIG_HOME : join(home, ".config");
  return join(base, "toolflow", "config.yaml");
}
