import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../src/config.js';
import { DEMO_PASSWORD, DEMO_USERNAME } from './demo-content.js';
import { runDemo, runSynthetic } from './run.js';
import { SYNTHETIC_PASSWORD, SyntheticSizeError, syntheticUsername } from './synthetic.js';

const USAGE = `npm run seed                      the demo: 50 people with avatars, posts with photos and videos,
                                  replies, likes, stories, conversations (log in as ${DEMO_USERNAME} / ${DEMO_PASSWORD})
npm run seed -- --demo-users 20   a smaller or larger demo
npm run seed -- --users 100000 --posts 1000000 --follows 5000000
                                  a synthetic dataset (user0… / ${SYNTHETIC_PASSWORD}), bulk-loaded in one transaction
Uses DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), like the server.`;

const log = (line: string) => console.log(`seed: ${line}`);

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new SyntheticSizeError(`--${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      posts: { type: 'string' },
      follows: { type: 'string' },
      'demo-users': { type: 'string' },
      'demo-videos': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const started = performance.now();
  if (values.users !== undefined || values.posts !== undefined || values.follows !== undefined) {
    const sizes = {
      users: wholeNumber('users', values.users, 0),
      posts: wholeNumber('posts', values.posts, 0),
      follows: wholeNumber('follows', values.follows, 0),
    };
    if (await runSynthetic(config, sizes, log)) {
      log(`synthetic dataset ready: log in as ${syntheticUsername(0)} / ${SYNTHETIC_PASSWORD}`);
    }
  } else {
    await runDemo(config, {
      users: Math.max(2, wholeNumber('demo-users', values['demo-users'], 50)),
      videos: wholeNumber('demo-videos', values['demo-videos'], 3),
      log,
    });
    log(`demo ready: log in as ${DEMO_USERNAME} / ${DEMO_PASSWORD}`);
  }
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof SyntheticSizeError) {
    console.error(`seed: ${error.message}\n\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
