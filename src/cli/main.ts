/** The `signboard` CLI process: runs one command and exits with its code. */
import { runCli } from './program.js';

process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
