import { type BulkTable, type BulkWriter, followsTable, postsTable, usersTable } from './bulk-writer.js';
import { FIRST_NAMES, LAST_NAMES } from './demo-cast.js';
import { POST_TEXTS } from './demo-words.js';
import { type Random, randomSource } from './random.js';

export interface SyntheticSizes {
  users: number;
  posts: number;
  follows: number;
}

/** Every synthetic user can log in as user<i> with this password (they share one precomputed hash). */
export const SYNTHETIC_PASSWORD = 'synthetic-password';
export const syntheticUsername = (index: number) => `user${index}`;

const DAY = 24 * 60 * 60 * 1000;
const YEAR = 365 * DAY;
/** Rows generated and inserted at a time: bounds memory whatever the dataset size. */
const ROWS_PER_FLUSH = 50_000;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID for the given time, its random part drawn from the seeded source: the same format and order
 * as db/ids.ts newId(), at a fraction of the cost for millions of rows (ulidx draws crypto randomness
 * per character). Callers pass strictly increasing times, so ids rise with time.
 */
function idAt(time: number, random: Random): string {
  let id = '';
  for (let i = 9, t = time; i >= 0; i--, t = Math.floor(t / 32)) id = CROCKFORD[t % 32] + id;
  for (let i = 0; i < 16; i++) id += CROCKFORD[random.int(32)];
  return id;
}

export class SyntheticSizeError extends Error {}

export function checkSizes(sizes: SyntheticSizes): void {
  for (const [name, value] of Object.entries(sizes)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new SyntheticSizeError(`--${name} must be a whole number`);
  }
  if (sizes.users === 0 && (sizes.posts > 0 || sizes.follows > 0)) {
    throw new SyntheticSizeError('--posts and --follows need --users');
  }
  if (sizes.follows > sizes.users * (sizes.users - 1)) {
    throw new SyntheticSizeError(`--follows can be at most users × (users − 1) = ${sizes.users * (sizes.users - 1)}`);
  }
}

class RowBuffer {
  private rows: unknown[][] = [];
  inserted = 0;

  constructor(
    private readonly writer: BulkWriter,
    private readonly table: BulkTable,
  ) {}

  async push(row: unknown[]): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= ROWS_PER_FLUSH) await this.flush();
  }

  async flush(): Promise<void> {
    await this.writer.insert(this.table, this.rows);
    this.inserted += this.rows.length;
    this.rows = [];
  }
}

const WORDS = POST_TEXTS.join(' ')
  .toLowerCase()
  .split(/[^a-z']+/)
  .filter((w) => w.length > 1);

function sentence(random: Random): string {
  const words = Array.from({ length: 4 + random.int(22) }, () => random.pick(WORDS));
  const text = words.join(' ');
  return `${text[0]?.toUpperCase()}${text.slice(1)}.`;
}

/** Followee index for a follow: skewed towards low indexes, so some people are popular (hundreds to thousands of followers). */
function skewedIndex(random: Random, users: number): number {
  return Math.min(users - 1, Math.floor(users * random.next() ** 1.5));
}

async function loadUsers(writer: BulkWriter, count: number, passwordHash: string, now: number, random: Random) {
  const ids: string[] = [];
  const buffer = new RowBuffer(writer, usersTable);
  const start = now - 2 * YEAR;
  for (let i = 0; i < count; i++) {
    const createdAt = Math.floor(start + (i * YEAR) / Math.max(count, 1));
    const id = idAt(createdAt, random);
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const username = syntheticUsername(i);
    ids.push(id);
    await buffer.push([
      id,
      username,
      `${username}@synthetic.example`,
      name,
      name.toLowerCase(),
      '',
      '',
      passwordHash,
      0,
      createdAt,
      createdAt,
    ]);
  }
  await buffer.flush();
  return ids;
}

/** Posts over the last year in time order (ids rise with time, as in real use), by uniformly drawn authors. */
async function loadPosts(writer: BulkWriter, count: number, userIds: string[], now: number, random: Random) {
  const buffer = new RowBuffer(writer, postsTable);
  const start = now - YEAR;
  for (let i = 0; i < count; i++) {
    const createdAt = Math.floor(start + (i * (YEAR - DAY)) / count);
    await buffer.push([idAt(createdAt, random), random.pick(userIds), sentence(random), createdAt]);
  }
  await buffer.flush();
}

/** `count` distinct follows spread evenly over the followers, written in primary-key order. */
async function loadFollows(writer: BulkWriter, count: number, userIds: string[], now: number, random: Random) {
  const buffer = new RowBuffer(writer, followsTable);
  const users = userIds.length;
  const perUser = Math.floor(count / users);
  const extra = count % users;
  for (let follower = 0; follower < users; follower++) {
    const wanted = perUser + (follower < extra ? 1 : 0);
    const followees = new Set<number>();
    while (followees.size < wanted) {
      const followee = followees.size < users / 2 ? skewedIndex(random, users) : random.int(users);
      if (followee !== follower) followees.add(followee);
    }
    for (const followee of [...followees].sort((a, b) => a - b)) {
      await buffer.push([userIds[follower], userIds[followee], now - random.int(YEAR)]);
    }
  }
  await buffer.flush();
}

/**
 * A big synthetic dataset, all in one transaction (so a cut-off run leaves nothing half-loaded):
 * users user0…user<n-1>, posts over the last year and follows, with the secondary indexes of posts
 * and follows rebuilt once after the load.
 */
export async function seedSynthetic(
  writer: BulkWriter,
  sizes: SyntheticSizes,
  options: { passwordHash: string; now?: number; log: (line: string) => void },
): Promise<void> {
  checkSizes(sizes);
  const now = options.now ?? Date.now();
  const random = randomSource(`synthetic:${sizes.users}:${sizes.posts}:${sizes.follows}`);
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    options.log(`${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  await writer.begin();
  try {
    const rebuild = [
      ...(await writer.dropSecondaryIndexes('posts')),
      ...(await writer.dropSecondaryIndexes('follows')),
    ];
    const userIds = await timed(`${sizes.users} users`, () =>
      loadUsers(writer, sizes.users, options.passwordHash, now, random),
    );
    await timed(`${sizes.posts} posts`, () => loadPosts(writer, sizes.posts, userIds, now, random));
    await timed(`${sizes.follows} follows`, () => loadFollows(writer, sizes.follows, userIds, now, random));
    await timed(`${rebuild.length} indexes rebuilt`, async () => {
      for (const statement of rebuild) await writer.execute(statement);
    });
    await timed('committed', () => writer.commit());
  } catch (error) {
    await writer.rollback();
    throw error;
  }
}
