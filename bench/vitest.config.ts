import { defineConfig } from 'vitest/config';

// Not bench/.cache: `--against` checks other commits out there, with their own test files.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
