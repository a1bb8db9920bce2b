export { MutedWords as default } from '../features/safety/components/muted-words';
