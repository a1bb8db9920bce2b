/** The demo's fixed cast. Every demo account has the same password, documented in the README. */
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
