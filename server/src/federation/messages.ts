import { phrases } from '../lib/i18n/phrases.js';

export const MAX_DOMAIN_REASON_CHARS = 1000;
export const MAX_ALIASES = 5;

export const federationMessages = phrases({
  FEDERATION_OFF: 'This server does not federate, so it cannot follow people on other servers',
  DOMAIN_INVALID: 'Give a server’s domain name, such as social.example',
  DOMAIN_OURS: 'This is our own server',
  DOMAIN_SEVERITY_INVALID: 'The severity must be "block" or "limit"',
  DOMAIN_REASON_TOO_LONG: ['The reason must be at most {max} characters long', { max: MAX_DOMAIN_REASON_CHARS }],
  DOMAIN_NOT_BLOCKED: 'This server is neither blocked nor limited',
  SERVER_BLOCKED: 'Your server is blocked here',
  RESOLVE_URL_INVALID: 'url must be an http or https address',
  RESOLVE_NOT_FOUND: 'Nothing on another server was found at this address',
  ACCOUNT_ADDRESS_INVALID: 'Name an account on another server as @name@host or by its address',
  ACCOUNT_OURS: 'Name an account on another server, not one here',
  ACCOUNT_NOT_FOUND: 'No account was found at this address',
  ALIASES_TOO_MANY: ['You can have at most {max} aliases', { max: MAX_ALIASES }],
  MOVE_ALIAS_MISSING: 'The new account must first list this one as an alias (alsoKnownAs) on its server',
  ACCOUNT_MOVED: 'This account has moved to another server',
  ACTIVITYPUB_NOT_FOUND: 'Not found',
  NOT_ACCEPTABLE: 'Not acceptable',
  SIGNATURE_REFUSED: 'Unauthorized',
  /** Any other refusal of the ActivityPub layer, in its own words. */
  ACTIVITYPUB_REFUSED: '{problem}',
});
