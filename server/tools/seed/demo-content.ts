/** The demo's fixed cast and words. Every demo account has the same password, documented in the README. */
export const DEMO_PASSWORD = 'threads-demo';
export const DEMO_USERNAME = 'demo';

export interface DemoPerson {
  username: string;
  name: string;
  bio: string;
}

export const FIRST_NAMES = [
  'Maya',
  'Leo',
  'Aisha',
  'Noah',
  'Sofia',
  'Kenji',
  'Amara',
  'Lucas',
  'Ines',
  'Omar',
  'Freya',
  'Mateo',
  'Priya',
  'Jonas',
  'Zara',
  'Elias',
  'Nia',
  'Hugo',
  'Lena',
  'Ravi',
  'Chloe',
  'Tariq',
  'Mila',
  'Sven',
  'Yara',
  'Diego',
  'Hana',
  'Felix',
  'Asha',
  'Marco',
  'Ingrid',
  'Kofi',
  'Lucia',
  'Arjun',
  'Emma',
  'Tomas',
  'Leila',
  'Oscar',
  'Keiko',
  'Samir',
  'Alma',
  'Nikolai',
  'Rosa',
  'Idris',
  'Clara',
  'Jin',
  'Fatima',
  'Pablo',
  'Greta',
  'Malik',
  'Vera',
  'Anton',
  'Selin',
  'Bruno',
  'Nora',
  'Emeka',
  'Ada',
  'Rafael',
];

export const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Haddad',
  'Moreau',
  'Tanaka',
  'Silva',
  'Novak',
  'Kowalski',
  'Rossi',
  'Nguyen',
  'Petrov',
  'Mensah',
  'Jansen',
  'Costa',
  'Ibrahim',
  'Fischer',
  'Kaur',
  'Dubois',
  'Andersen',
  'Garcia',
];

const BIOS = [
  'Coffee first, opinions later.',
  'Trail runner. Amateur baker. Professional procrastinator.',
  'Photographing the ordinary until it looks extraordinary.',
  'Building small tools for big problems.',
  'Plants, vinyl and long walks after rain.',
  'Teaching kids to code by day, learning guitar by night.',
  'Here for the sunsets and the hot takes.',
  'Bookworm. Currently reading three books at once.',
  'Climbing rocks and occasionally falling off them.',
  'Cooking my grandmother’s recipes, badly but with love.',
  '',
];

export const POST_TEXTS = [
  'First light over the hills this morning. Worth the 5 am alarm.',
  'Hot take: the best pizza topping is whatever is left in the fridge.',
  'Finished a 10k without stopping for the first time. Legs are jelly, heart is full.',
  'Anyone else rewatching old favourites instead of starting something new?',
  'The café on the corner finally reopened and the croissants are better than ever.',
  'Reminder to drink some water and stretch your shoulders.',
  'Shipped the feature I have been fighting with all week. Celebrating with noodles.',
  'Rainy Sunday, a blanket and a mystery novel. Perfect.',
  'Tried sourdough again. It is edible this time, which counts as a win.',
  'Small wins today: inbox zero and a walk in the park.',
  'The sky did something ridiculous tonight.',
  'If you could learn one skill overnight, what would it be?',
  'Found a tiny bookshop in a side street and lost two hours in it.',
  'Playlist recommendations for a long drive? Go.',
  'Garden update: the tomatoes have opinions and they are all green.',
  'Weekend plans: absolutely nothing, and I am proud of it.',
  'Museum day. The quiet rooms are the best rooms.',
  'Learning to say no to meetings that could be messages.',
  'Made a pot of soup big enough for a small village.',
  'New running shoes, new me. Probably the same me, but faster.',
  'That moment when the code works and you do not know why.',
  'Dawn swim in the lake. Cold, but unforgettable.',
  'Started a journal. Day three and still going.',
  'Street musicians make every commute better.',
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

export const MESSAGES = [
  ['Hey! Are we still on for Saturday?', 'Yes! 10 am at the usual place?', 'Perfect, see you there.'],
  ['Did you see the sunset yesterday?', 'I did, I even posted it!', 'Saw it, gorgeous.'],
  ['Can you send me that book title?', 'The one about the lighthouse? Sure, one sec.'],
  ['Thanks for the help today 🙏', 'Any time!'],
  ['Coffee this week?', 'Thursday works for me.', 'Thursday it is.', 'See you then!'],
];

/**
 * The demo's people: the account a visitor logs into (`demo`), then everyone else. Usernames are
 * derived from the names, so the cast is the same on every run (which keeps the seed idempotent).
 */
export function demoPeople(count: number): DemoPerson[] {
  const people: DemoPerson[] = [{ username: DEMO_USERNAME, name: 'Demo Visitor', bio: 'Taking the app for a spin.' }];
  for (let i = 0; people.length < count; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length] as string;
    const round = Math.floor(i / FIRST_NAMES.length);
    people.push({
      username: `${first.toLowerCase()}${last.toLowerCase().slice(0, 3)}${round > 0 ? round : ''}`,
      name: `${first} ${last}`,
      bio: BIOS[i % BIOS.length] as string,
    });
  }
  return people;
}
