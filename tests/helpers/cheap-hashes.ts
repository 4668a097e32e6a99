// Vitest setup file: new password hashes at scrypt's lowest cost in the test suites (the demo data
// and `npm start` keep the real one). Login, re-checks and timing-equal refusals run as in production,
// only each hash is ~100× cheaper.
import { useCheapHashesForTests } from '../../src/server/auth/passwords.js';

useCheapHashesForTests();
