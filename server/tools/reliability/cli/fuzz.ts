import { startTestServer } from '@threads/server/test-support';
import { runFuzz } from '../fuzz/run-fuzz.js';
import { fuzzSockets } from '../fuzz/socket-fuzz.js';
import { buildWorld } from '../world.js';
import { enginesFlag, flag } from './args.js';

/** `npm run fuzz [-- --runs 1000 --seed N --engine sqlite|postgres|both --only /api/messages]` */
const runs = Number(flag('runs', '1000'));
const seed = Number(flag('seed', String(Date.now() % 2 ** 31)));
const only = flag('only', '') || undefined;
let unhandled = 0;
process.on('unhandledRejection', (reason) => {
  unhandled++;
  console.error('unhandled rejection', reason);
});

let failed = false;
for (const engine of enginesFlag()) {
  const server = await startTestServer(engine, { env: { RATE_LIMITS: 'off' } });
  const started = Date.now();
  try {
    const world = await buildWorld(server.url);
    console.log(`\n${engine}: ${runs} cases per endpoint, seed ${seed}`);
    const reports = await runFuzz(
      world,
      { db: server.app.ctx.db, config: server.config },
      {
        runs,
        seed,
        only,
        onRoute: (report) => {
          const statuses = Object.entries(report.statuses)
            .map(([status, count]) => `${status}×${count}`)
            .join(' ');
          console.log(`  ${report.route.padEnd(40)} ${String(report.cases).padStart(5)} cases  ${statuses}`);
          for (const finding of report.findings.slice(0, 5))
            console.log(`    ! ${finding.problem}\n      ${finding.request}`);
        },
      },
    );
    const cases = reports.reduce((sum, report) => sum + report.cases, 0);
    const findings = reports.flatMap((report) => report.findings);
    const serverErrors = findings.filter((finding) => finding.problem.startsWith('status 5')).length;
    const stored = findings.filter((finding) => finding.problem.includes('but stored')).length;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `${engine}: ${reports.length} endpoints, ${cases} cases in ${seconds} s; responses >= 500: ${serverErrors}; ` +
        `stored from a refused request: ${stored}; other findings: ${findings.length - serverErrors - stored}; ` +
        `unhandled rejections: ${unhandled}`,
    );
    const sockets = await fuzzSockets(world, { runs, seed });
    console.log(`${engine}: socket events and handshakes: ${sockets.cases} cases, findings ${sockets.findings.length}`);
    for (const finding of sockets.findings.slice(0, 5)) console.log(`    ! ${finding}`);
    if (findings.length || sockets.findings.length || unhandled) failed = true;
  } finally {
    await server.close();
  }
}
process.exit(failed ? 1 : 0);
