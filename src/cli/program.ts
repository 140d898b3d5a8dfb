/** The operator CLI `signboard`: every command has --help; failures exit non-zero with one line. */
import { Command, CommanderError } from 'commander';
import { ConfigError } from '../config.js';
import { seedDemo } from '../demo/seed.js';
import { rebuildSearchIfBehind } from '../listings/search-rebuild.js';
import { migrateToLatest } from '../storage/migrator.js';
import { createKeyCommand, listKeysCommand, revokeKeyCommand } from './api-key.command.js';
import { runAuditCommand } from './audit.command.js';
import { runBackup } from './backup.command.js';
import { withDeps } from './context.js';
import { grantCommand, showCommand } from './credits.command.js';
import { runImport } from './import.command.js';
import { addReviewer, approve, listQueue, reject } from './review.command.js';

/** Where the CLI writes; the process's streams, or a test's buffers. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

/**
 * Runs one CLI invocation in this process and resolves with its exit code: 0 on success, non-zero
 * with a one-line reason on `err` otherwise. `argv` is the arguments after the program name.
 */
export async function runCli(argv: readonly string[], io: CliOutput): Promise<number> {
  let exitCode = 0;
  const out = (text: string) => io.out(`${text}\n`);
  const program = new Command()
    .name('signboard')
    .description('Operate a Signboard directory. Configuration comes from the environment (see README).')
    .showHelpAfterError()
    // Subcommands made below inherit both: errors are thrown back here, output goes to `io`.
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });

  program
    .command('migrate')
    .description('create or update the database schema')
    .action(async () => {
      const { applied, indexed } = await withDeps(
        async (deps) => {
          const applied = await migrateToLatest(deps.db, deps.dialect);
          return { applied, indexed: await rebuildSearchIfBehind(deps.db, deps.search) };
        },
        { migrate: false },
      );
      out(applied.length ? `applied: ${applied.join(', ')}` : 'the schema is up to date');
      if (indexed > 0) out(`indexed ${indexed} listing(s) for search`);
    });

  program
    .command('seed-demo')
    .description('load the demo data set of fictional businesses (safe to run again)')
    .action(async () => {
      const result = await withDeps((deps) => seedDemo(deps));
      out(`demo data: ${result.listings} listings, ${result.activity} activity records, ${result.hits} hit counter rows`);
    });

  program
    .command('import')
    .description('import listings from a .json, .jsonl or .csv file; re-importing a slug updates it')
    .argument('<file>', 'file to import')
    .option('--errors <file>', 'write every rejected row with its reasons to this JSON Lines file')
    .option('--json', 'print the summary as JSON')
    .action(async (file: string, options: { errors?: string; json?: boolean }) => {
      const { summary, output } = await runImport(file, options);
      out(output);
      if (summary.rows > 0 && summary.rejected.length === summary.rows) exitCode = 1;
    });

  program
    .command('reviewer')
    .description('manage reviewer accounts')
    .command('add')
    .description('create a reviewer account (signs in to the reviewer console by e-mailed code)')
    .argument('<email>', "the reviewer's e-mail address")
    .action(async (email: string) => out(await addReviewer(email)));

  const queue = program.command('queue').description('work the review queue: submissions, claims, corrections, removals');
  queue
    .command('list')
    .description('list open items, oldest first')
    .option('--json', 'print an array of {id, type, status, disputed, listing: {slug, name}, createdAt}')
    .action(async (options: { json?: boolean }) => out(await listQueue(options)));
  queue
    .command('approve')
    .description('approve an item (claims and submissions must be verified first)')
    .argument('<id>', 'item id (a submission is its claimId)')
    .option('--note <text>', 'note for the requester and the review log')
    .action(async (id: string, options: { note?: string }) =>
      out(await approve(id, options.note, (warning) => io.err(`${warning}\n`))),
    );
  queue
    .command('reject')
    .description('reject an item; the note is sent to the requester')
    .argument('<id>', 'item id')
    .requiredOption('--note <text>', 'why (sent to the requester)')
    .action(async (id: string, options: { note: string }) => out(await reject(id, options.note)));

  program
    .command('audit')
    .description('audit a website live for search and AI readiness (nothing is stored)')
    .argument('<url>', 'the http(s) address of the page')
    .option('--json', 'print the audit as JSON: {url, finalUrl, fetchedAt, durationMs, score, grade, checks}')
    .action(async (url: string, options: { json?: boolean }) => out(await runAuditCommand(url, options)));

  const credits = program.command('credits').description("a client's gateway credits (one per POST message)");
  credits
    .command('grant')
    .description('add credits to a client')
    .argument('<slug>', 'the listing slug')
    .argument('<n>', 'how many credits to add (1 to 1,000,000)')
    .action(async (slug: string, n: string) => out(await grantCommand(slug, n)));
  credits
    .command('show')
    .description("print a client's balance")
    .argument('<slug>', 'the listing slug')
    .action(async (slug: string) => out(await showCommand(slug)));

  const apiKey = program
    .command('api-key')
    .description('API keys for agents that identify themselves (a larger message quota per business and day)');
  apiKey
    .command('create')
    .description('issue a key; it is printed once')
    .argument('<name>', 'who the key is for (shown to operators only)')
    .option('--daily-limit <n>', 'messages the key may send to one business per UTC day (default 500)')
    .action(async (name: string, options: { dailyLimit?: string }) => out(await createKeyCommand(name, options)));
  apiKey
    .command('list')
    .description('list the keys (never the keys themselves)')
    .option('--json', 'print an array of {id, name, dailyLimit, createdAt, revokedAt}')
    .action(async (options: { json?: boolean }) => out(await listKeysCommand(options)));
  apiKey
    .command('revoke')
    .description('revoke a key at once')
    .argument('<id>', 'the key id (from list)')
    .action(async (id: string) => out(await revokeKeyCommand(id)));

  program
    .command('backup')
    .description('write a consistent copy of the SQLite database while the service runs')
    .argument('<path>', 'destination file')
    .option('--force', 'overwrite the destination')
    .action(async (path: string, options: { force?: boolean }) => {
      const { bytes } = await runBackup(path, options);
      out(`backup written to ${path} (${(bytes / 1024 / 1024).toFixed(1)} MiB)`);
    });

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    const message =
      error instanceof ConfigError ? error.problems.join('; ') : error instanceof Error ? error.message : String(error);
    io.err(`signboard: ${message.split('\n')[0]}\n`);
    return 1;
  }
}
