// A vitest reporter that prints where each test file's start goes (session 17, suite time):
//   npx vitest run --reporter=./bench/experiments/suite-file-start.mjs [files]
// prepare = the fork's start until the file's imports begin; env, setup (setupFiles), collect
// (the test file's imports and its describe/it calls), tests = the file's own test time.
export default class FileStart {
  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const ms = (x) => String(Math.round(x ?? 0)).padStart(6);
    const heaviest = Object.entries(d.importDurations ?? {})
      .sort((a, b) => b[1].totalTime - a[1].totalTime)
      .slice(0, 3)
      .map(([id, t]) => `${id.replace(process.cwd() + "/", "")} ${Math.round(t.totalTime)}`)
      .join(", ");
    console.log(
      `${ms(d.prepareDuration)} prepare${ms(d.environmentSetupDuration)} env${ms(d.setupDuration)} setup${ms(d.collectDuration)} collect${ms(d.duration)} tests  ${testModule.moduleId.replace(process.cwd() + "/", "")}  [${heaviest}]`,
    );
  }
}
