import type { Kysely } from 'kysely';

const LEGACY_URL = /^\/media\/([0-9a-z]{26}\.webp)$/;

/**
 * Private media (chat images, exports) are served only to their owner and the one person they were
 * shared with (a chat image's recipient); public media have no such person.
 *
 * Chat images stored before this had public names: their rows and messages now point at
 * `private/<old name>`, shared with the recipient, and media/legacy.ts moves the objects there at start-up.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('media').addColumn('shared_with_id', 'varchar(26)').execute();
  await privatizeLegacyChatImages(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function privatizeLegacyChatImages(db: Kysely<any>): Promise<void> {
  const images = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select(['messages.id', 'messages.img', 'messages.sender_id', 'conversations.user_low', 'conversations.user_high'])
    .where('messages.img', '!=', '')
    .execute();
  for (const image of images) {
    const name = LEGACY_URL.exec(image.img)?.[1];
    if (!name) continue;
    const recipient = image.sender_id === image.user_low ? image.user_high : image.user_low;
    await db
      .updateTable('media')
      .set({ file_name: `private/${name}`, shared_with_id: recipient })
      .where('file_name', '=', name)
      .execute();
    await db
      .updateTable('messages')
      .set({ img: `/media/private/${name}` })
      .where('id', '=', image.id)
      .execute();
  }
}
