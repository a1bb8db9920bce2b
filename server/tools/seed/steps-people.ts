import { hashPassword } from '../../src/auth/passwords.js';
import { newId } from '../../src/db/ids.js';
import type { UserRow } from '../../src/db/tables/users.js';
import { toggleFollow } from '../../src/follows/service.js';
import { storeMedia } from '../../src/media/service.js';
import { toggleBlock } from '../../src/safety/service.js';
import { insertUser, updateUser } from '../../src/users/queries.js';
import { DEMO_PASSWORD, type DemoPerson } from './demo-cast.js';
import type { DemoStage, DemoStep } from './demo-steps.js';
import { ACCOUNT_AGE, type DemoWorld, personOf, usernameOf } from './demo-world.js';
import { avatarUpload, discardUpload } from './generated-media.js';

/** A person's row as a signup writes it, dated 30 days before the demo's moment. */
function personRow(person: DemoPerson, passwordHash: string, createdAt: number): UserRow {
  return {
    id: newId(),
    username: person.username,
    email: `${person.username}@demo.example`,
    name: person.name,
    name_lower: person.name.toLowerCase(),
    bio: person.bio,
    profile_pic: '',
    password_hash: passwordHash,
    is_frozen: 0,
    totp_enabled: 0,
    totp_secret: null,
    totp_last_step: null,
    deleted_at: null,
    role: 'user',
    suspended_at: null,
    suspension_reason: null,
    created_at: createdAt,
    updated_at: createdAt,
    host: null,
    actor_uri: null,
    profile_url: null,
    inbox_url: null,
    shared_inbox_url: null,
    fetched_at: null,
    locale: null,
    also_known_as: '[]',
    moved_to: null,
    moved_at: null,
    remote_followers_count: null,
    remote_following_count: null,
    remote_posts_count: null,
  };
}

/** Each person once, found by username, with a generated avatar stored through the media pipeline. */
export function peopleStage(world: DemoWorld): DemoStage {
  const { ctx } = world.seed;
  const createdAt = world.anchor - ACCOUNT_AGE;
  let passwordHash: Promise<string> | undefined;
  const steps = world.plan.people.map(
    (person, ref): DemoStep => ({
      describe: `${person.username} signs up`,
      at: createdAt,
      done: async () => (world.people[ref]?.profile_pic ?? '') !== '',
      act: async () => {
        let row = world.people[ref];
        if (!row) {
          passwordHash ??= hashPassword(DEMO_PASSWORD);
          row = personRow(person, await passwordHash, createdAt);
          await insertUser(ctx.db, row);
          world.people[ref] = row;
        }
        const upload = await avatarUpload(ctx.config, person.username);
        try {
          row.profile_pic = (await storeMedia(ctx, row.id, upload, 'image')).url;
        } finally {
          await discardUpload(upload);
        }
        await updateUser(ctx.db, row.id, { profile_pic: row.profile_pic });
      },
    }),
  );
  return { name: 'people', steps };
}

async function follows(world: DemoWorld, follower: number, followee: number): Promise<boolean> {
  const row = await world.seed.ctx.db
    .selectFrom('follows')
    .select('created_at')
    .where('follower_id', '=', personOf(world, follower).id)
    .where('followee_id', '=', personOf(world, followee).id)
    .executeTakeFirst();
  return row !== undefined;
}

async function blocks(world: DemoWorld, blocker: number, blocked: number): Promise<boolean> {
  const row = await world.seed.ctx.db
    .selectFrom('blocks')
    .select('created_at')
    .where('blocker_id', '=', personOf(world, blocker).id)
    .where('blocked_id', '=', personOf(world, blocked).id)
    .executeTakeFirst();
  return row !== undefined;
}

/** The block first (nothing is planned between those two), then the follows, through the app's toggles. */
export function followsStage(world: DemoWorld): DemoStage {
  const { ctx } = world.seed;
  const { block } = world.plan;
  const steps: DemoStep[] = [];
  if (block) {
    steps.push({
      describe: `${usernameOf(world, block.blocker)} blocks ${usernameOf(world, block.blocked)}`,
      at: world.anchor + block.at,
      done: () => blocks(world, block.blocker, block.blocked),
      act: async () => {
        if (!(await toggleBlock(ctx, personOf(world, block.blocker).id, personOf(world, block.blocked).id))) {
          throw new Error('the block was undone instead');
        }
      },
    });
  }
  for (const { follower, followee, at } of world.plan.follows) {
    steps.push({
      describe: `${usernameOf(world, follower)} follows ${usernameOf(world, followee)}`,
      at: world.anchor + at,
      done: () => follows(world, follower, followee),
      act: async () => {
        const { following } = await toggleFollow(ctx, personOf(world, follower).id, personOf(world, followee).id);
        if (!following) throw new Error('the follow was undone instead');
      },
    });
  }
  return { name: 'follows', steps };
}
