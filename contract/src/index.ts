export * from './limits.js';
export * from './page-titles.js';
export * from './post-words.js';
export * from './reserved-names.js';
export * from './signup.js';
export * from './socket-events.js';
export * from './text.js';
