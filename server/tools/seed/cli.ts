import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../src/config.js';
import { AppError } from '../../src/errors.js';
import { DemoMismatchError } from './demo.js';
import { DEMO_PASSWORD, DEMO_USERNAME } from './demo-cast.js';
import type { DemoCounts } from './demo-expected.js';
import { DemoStepError } from './demo-steps.js';
import { runDemo, runSynthetic } from './run.js';
import { SYNTHETIC_PASSWORD, SyntheticSizeError, syntheticUsername } from './synthetic.js';

const USAGE = `npm run seed                      the demo: 50 people with avatars, posts with hashtags, photos and videos,
                                  likes, replies, reposts, quotes, stories, chats (log in as ${DEMO_USERNAME} / ${DEMO_PASSWORD})
npm run seed -- --demo-users 20 --demo-videos 1 --seed 7
                                  a smaller or larger demo (at least 3 people), another draw of it
npm run seed -- --users 100000 --posts 1000000 --follows 5000000
                                  a synthetic dataset (user0… / ${SYNTHETIC_PASSWORD}), bulk-loaded in one transaction
Uses DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL), like the server; works while the server runs.`;

const log = (line: string) => console.log(`seed: ${line}`);

class UsageError extends Error {}

function wholeNumber(name: string, raw: string | undefined, fallback: number, least = 0): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} must be a whole number, got "${raw}"`);
  if (Number(raw) < least) throw new UsageError(`--${name} must be at least ${least}, got ${raw}`);
  return Number(raw);
}

function describeDemo(c: DemoCounts): string {
  return [
    `${c.people} people, ${c.follows} follows`,
    `${c.posts} posts with ${c.hashtags} hashtags (${c.photos} photos with alt text, ${c.videos} videos, ${c.warnings} behind a content warning)`,
    `${c.likes} likes, ${c.replies} replies, ${c.reposts} reposts, ${c.quotes} quotes`,
    `${c.conversations} conversations (${c.groups} a group of three) with ${c.messages} messages`,
    `${c.stories} live stories, ${c.notifications} notifications`,
  ].join('; ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      users: { type: 'string' },
      posts: { type: 'string' },
      follows: { type: 'string' },
      'demo-users': { type: 'string' },
      'demo-videos': { type: 'string' },
      seed: { type: 'string' },
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
    const options = {
      users: wholeNumber('demo-users', values['demo-users'], 50, 3),
      videos: wholeNumber('demo-videos', values['demo-videos'], 3),
      seed: wholeNumber('seed', values.seed, 1),
    };
    const report = await runDemo(config, options, log);
    if (report.taken === 0) log('nothing added: the demo was already complete and its stories are live');
    else log(`demo ready: ${describeDemo(report.counts)}`);
    log(`log in as ${DEMO_USERNAME} / ${DEMO_PASSWORD}`);
  }
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof SyntheticSizeError || error instanceof UsageError) {
    console.error(`seed: ${error.message}\n\n${USAGE}`);
  } else if (error instanceof DemoStepError) {
    console.error(`seed: ${error.message}`);
    // The app's own refusals say it all; anything else is a fault worth its stack.
    if (!(error.cause instanceof AppError)) console.error(error.cause);
    console.error(
      'seed: nothing after that step was made; once its cause is fixed, run the same command again to finish the demo',
    );
  } else if (error instanceof DemoMismatchError) {
    console.error(`seed: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
