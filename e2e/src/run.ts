// Builds the web app and the server, starts the server on a free port with a fresh data dir,
// runs every spec against it with node's test runner, then stops the server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailServer } from './mail-server.js';
import { type BuiltServer, startBuiltServer } from './server-process.js';

const root = path.resolve(import.meta.dirname, '../..');
const specsDir = path.resolve(import.meta.dirname, '../specs');

// One spec file at a time by default: on a two-core machine parallel browsers mostly trade speed for flaky timeouts.
const concurrency = Number(process.env.E2E_CONCURRENCY ?? '1');

function runSpecs(files: string[], baseUrl: string, dirs: { data: string; mail: string }): Promise<number> {
  const tests = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      `--test-concurrency=${concurrency}`,
      ...files.map((file) => path.join(specsDir, file)),
    ],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      // The data directory lets a spec run the server's own commands (such as `npm run admin`) on its database;
      // the mail directory holds what the server mailed (see mail-server.ts).
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dirs.data, E2E_MAIL_DIR: dirs.mail },
      stdio: 'inherit',
    },
  );
  return new Promise((resolve) => tests.on('exit', (exitCode) => resolve(exitCode ?? 1)));
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // `npm run build`'s two halves at once (one core each: tsc is single-threaded): neither reads the other's output.
    const builds = ['web', 'server'].map((workspace) => {
      const build = spawn('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
      return new Promise<number | null>((resolve) => build.on('exit', resolve));
    });
    if ((await Promise.all(builds)).some((status) => status !== 0)) throw new Error('build failed');
  }
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-e2e-mail-'));
  const mailServer = await startMailServer(mailDir);
  let server: BuiltServer | undefined;
  const stopServer = () => void server?.stop();
  process.on('SIGINT', stopServer);
  process.on('SIGTERM', stopServer);
  let code = 1;
  try {
    // The browser suite always runs on the default single-process setup.
    server = await startBuiltServer('127.0.0.1', () => ({
      // Seeded people sign up through X-Forwarded-For addresses of their own (see seedUser); the browser's
      // own requests carry no such header and keep 127.0.0.1.
      TRUST_PROXY: 'true',
      // Password-reset mails go to the suite's own SMTP server, so a spec can follow the link in a real mail.
      SMTP_URL: mailServer.url,
      MAIL_FROM: 'Threads <no-reply@threads.test>',
      PUBLIC_URL: undefined,
    }));
    const only = process.argv.slice(2);
    const specs = fs
      .readdirSync(specsDir)
      .filter((file) => file.endsWith('.spec.ts'))
      .filter((file) => only.length === 0 || only.some((name) => file.includes(name)));
    // The README screenshots are taken in a first run of their own, while the server holds only the
    // people that spec creates (node's runner would otherwise order the files by name).
    const first = specs.filter((file) => file.startsWith('screenshots'));
    const rest = specs.filter((file) => !first.includes(file));
    // Both batches always run, so a failing screenshots spec does not hide how the others fare.
    code = 0;
    for (const batch of [first, rest]) {
      if (batch.length > 0) code = (await runSpecs(batch, server.url, { data: server.dataDir, mail: mailDir })) || code;
    }
  } finally {
    await server?.stop();
    await mailServer.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  }
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
