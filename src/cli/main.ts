/** The operator CLI `signboard`: every command has --help; failures exit non-zero with one line. */
import { Command } from 'commander';
import { ConfigError } from '../config.js';
import { seedDemo } from '../demo/seed.js';
import { migrateToLatest } from '../storage/migrator.js';
import { runBackup } from './backup.command.js';
import { withDeps } from './context.js';
import { runImport } from './import.command.js';

const program = new Command()
  .name('signboard')
  .description('Operate a Signboard directory. Configuration comes from the environment (see README).')
  .showHelpAfterError();

program
  .command('migrate')
  .description('create or update the database schema')
  .action(async () => {
    const applied = await withDeps((deps) => migrateToLatest(deps.db, deps.dialect), { migrate: false });
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the schema is up to date');
  });

program
  .command('seed-demo')
  .description('load the demo data set of fictional businesses (safe to run again)')
  .action(async () => {
    const result = await withDeps((deps) => seedDemo(deps));
    console.log(`demo data: ${result.listings} listings, ${result.activity} activity records, ${result.hits} hit counter rows`);
  });

program
  .command('import')
  .description('import listings from a .json, .jsonl or .csv file; re-importing a slug updates it')
  .argument('<file>', 'file to import')
  .option('--errors <file>', 'write every rejected row with its reasons to this JSON Lines file')
  .option('--json', 'print the summary as JSON')
  .action(async (file: string, options: { errors?: string; json?: boolean }) => {
    const summary = await runImport(file, options);
    if (summary.rows > 0 && summary.rejected.length === summary.rows) process.exitCode = 1;
  });

program
  .command('backup')
  .description('write a consistent copy of the SQLite database while the service runs')
  .argument('<path>', 'destination file')
  .option('--force', 'overwrite the destination')
  .action(async (path: string, options: { force?: boolean }) => {
    const { bytes } = await runBackup(path, options);
    console.log(`backup written to ${path} (${(bytes / 1024 / 1024).toFixed(1)} MiB)`);
  });

program.parseAsync(process.argv).catch((error: unknown) => {
  const message =
    error instanceof ConfigError ? error.problems.join('; ') : error instanceof Error ? error.message : String(error);
  console.error(`signboard: ${message.split('\n')[0]}`);
  process.exit(1);
});
