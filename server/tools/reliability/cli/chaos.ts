import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@threads/server/test-support';
import { runChaos } from '../chaos/run-chaos.js';
import { enginesFlag, flag } from './args.js';

/** `npm run chaos [-- --kills 100 --engine sqlite|postgres|both]`: SIGKILL under write load, then count what was lost. */
const kills = Number(flag('kills', '100'));
let failed = false;
for (const engine of enginesFlag()) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-chaos-'));
  const database = engine === 'postgres' ? await createTestDatabase() : undefined;
  try {
    console.log(`\n${engine}: ${kills} SIGKILLs under write load`);
    const report = await runChaos({
      engine,
      kills,
      dataDir,
      databaseUrl: database?.url,
      onKill: (round) => {
        const problems = round.integrity.length ? `  INTEGRITY: ${round.integrity.join('; ')}` : '';
        console.log(
          `  kill ${String(round.kill).padStart(3)}: +${round.acknowledgedThisRound} acknowledged ` +
            `(${round.acknowledgedTotal} in all), lost ${round.lost}${problems}`,
        );
      },
    });
    const acknowledged = Object.values(report.acknowledged).reduce((a, b) => a + b, 0);
    const lost = Object.values(report.lost).reduce((a, list) => a + list.length, 0);
    console.log(
      `${engine}: ${report.kills} kills in ${report.seconds} s; acknowledged ${acknowledged} ` +
        `(${JSON.stringify(report.acknowledged)}); lost ${lost}; integrity failures ${report.integrityFailures.length}`,
    );
    if (lost || report.integrityFailures.length) failed = true;
  } finally {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
