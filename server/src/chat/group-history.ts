import type { AppContext } from '../context.js';
import type { MessageRow } from '../db/tables/messages.js';
import { groupMessageShow, isBlockedWith, loadViewer } from '../visibility/index.js';
import { messagePage } from './queries/messages.js';
import { MESSAGE_PAGE_SIZE } from './rules.js';
import { type MessageContext, type MessageView, toMessageView } from './views.js';

/** Reads per page at most, when hidden messages thin it out. */
const MAX_READS = 5;

/**
 * A page of a group's history as the reader may see it (visibility/group-messages.ts): messages from
 * someone who blocked the reader are left out (the page reads on past them, so it stays full), messages
 * from someone the reader blocked come with `fromBlocked: true` (shown collapsed), and read positions of
 * anyone a block stands between with the reader are not told. System messages (joined, left) stay.
 */
export async function groupHistoryPage(
  ctx: AppContext,
  readerId: string,
  conversationId: string,
  cursor: { before?: string; after?: string },
  context: (rows: MessageRow[]) => Promise<MessageContext>,
): Promise<MessageView[]> {
  const viewer = await loadViewer(ctx, readerId);
  const show = (row: MessageRow) => (row.kind === 'text' ? groupMessageShow(viewer, row.sender_id) : 'shown');
  const kept: MessageRow[] = [];
  let next = cursor;
  for (let reads = 0; reads < MAX_READS; reads++) {
    const rows = await messagePage(ctx.db, conversationId, { ...next, limit: MESSAGE_PAGE_SIZE });
    const visible = rows.filter((row) => show(row) !== 'hidden');
    if (cursor.after) kept.push(...visible);
    else kept.unshift(...visible);
    const [oldest, newest] = [rows[0], rows.at(-1)];
    if (rows.length < MESSAGE_PAGE_SIZE || kept.length >= MESSAGE_PAGE_SIZE || !oldest || !newest) break;
    next = cursor.after ? { after: newest.id } : { before: oldest.id };
  }
  const page = cursor.after ? kept.slice(0, MESSAGE_PAGE_SIZE) : kept.slice(-MESSAGE_PAGE_SIZE);
  const full = await context(page);
  const told = { ...full, positions: full.positions?.filter((p) => !isBlockedWith(viewer, p.user_id)) };
  return page.map((row) => {
    const view = toMessageView(row, told);
    return show(row) === 'collapsed' ? { ...view, fromBlocked: true as const } : view;
  });
}
