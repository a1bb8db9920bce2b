/**
 * What the demo's people write. Every post carries a hashtag or two from a small set, so tag pages and
 * "Trending" have something to show; `{name}` in a line is replaced by someone's `@username`.
 */
export const POST_TEXTS = [
  'First light over the hills this morning. Worth the 5 am alarm. #sunrise #photography',
  'Hot take: the best pizza topping is whatever is left in the fridge. #food',
  'Finished a 10k without stopping for the first time. Legs are jelly, heart is full. #running',
  'Anyone else rewatching old favourites instead of starting something new? #tv',
  'The café on the corner finally reopened and the croissants are better than ever. #coffee',
  'Reminder to drink some water and stretch your shoulders. #selfcare',
  'Shipped the feature I have been fighting with all week. Celebrating with noodles. #coding',
  'Rainy Sunday, a blanket and a mystery novel. Perfect. #bookclub #weekend',
  'Tried sourdough again. It is edible this time, which counts as a win. #sourdough #smallwins',
  'Small wins today: inbox zero and a walk in the park. #smallwins',
  'The sky did something ridiculous tonight. #photography',
  'If you could learn one skill overnight, what would it be? #question',
  'Found a tiny bookshop in a side street and lost two hours in it. #bookclub',
  'Playlist recommendations for a long drive? Go. #music',
  'Garden update: the tomatoes have opinions and they are all green. #gardening',
  'Weekend plans: absolutely nothing, and I am proud of it. #weekend',
  'Museum day. The quiet rooms are the best rooms. #art',
  'Learning to say no to meetings that could be messages. #worklife',
  'Made a pot of soup big enough for a small village. #food',
  'New running shoes, new me. Probably the same me, but faster. #running',
  'That moment when the code works and you do not know why. #coding',
  'Dawn swim in the lake. Cold, but unforgettable. #sunrise',
  'Started a journal. Day three and still going. #smallwins',
  'Street musicians make every commute better. #music',
  'Second coffee of the day and it is not even ten. #coffee',
  'Repotted every plant on the balcony. The basil is thriving, the mint is plotting. #gardening',
  'Muddy trail, tired legs, no regrets. #hiking',
];

/** Lines a post or a reply may end with, naming someone. */
export const MENTION_LINES = [
  'Thanks for the tip, {name}!',
  '{name} you would love this.',
  'Same time next week, {name}?',
  'Told you so, {name} 😄',
];

/** Posts that open behind a content warning. */
export const WARNED_POSTS = [
  {
    spoiler: 'Spoilers: the season finale',
    text: 'I did not see that ending coming. The lighthouse keeper was the narrator all along?! #tv',
  },
  { spoiler: 'Food photo: raw fish', text: 'Made sushi at home for the first time. Not pretty, but delicious. #food' },
];

export const REPLIES = [
  'Love this!',
  'So good 😍',
  'Totally agree.',
  'Where is this?',
  'Saving this for later.',
  'Ha, same here.',
  'This made my day.',
  'Need the recipe please!',
  'Congrats, that is huge!',
  'Beautiful shot.',
  'Counting on an update soon.',
  'You always find the best places.',
];

/** What people say when they quote a post. */
export const QUOTES = [
  'This is exactly how my week went. #smallwins',
  'Everyone needs to see this.',
  'Adding this to the list for the weekend. #weekend',
  'Could not agree more.',
];

/** Conversations between the demo account and one other person (the other person speaks first). */
export const MESSAGES = [
  ['Hey! Are we still on for Saturday?', 'Yes! 10 am at the usual place?', 'Perfect, see you there.'],
  ['Did you see the sunset yesterday?', 'I did, I even posted it!', 'Saw it, gorgeous.'],
  ['Can you send me that book title?', 'The one about the lighthouse? Sure, one sec.'],
  ['Thanks for the help today 🙏', 'Any time!'],
  ['Coffee this week?', 'Thursday works for me.', 'Thursday it is.', 'See you then!'],
];

/** The group conversation: its name, and its lines by member (0 started it, 2 is the demo account). */
export const GROUP_NAME = 'Weekend hike 🥾';
export const GROUP_MESSAGES: [number, string][] = [
  [0, 'Who is in for the ridge trail on Saturday?'],
  [1, 'Me! What time?'],
  [2, 'Count me in, I will bring snacks.'],
  [0, '8 am at the station?'],
  [1, 'Perfect 👍'],
];
