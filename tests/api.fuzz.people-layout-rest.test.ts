// Fuzz from the OpenAPI document (tests/helpers/fuzz-suite.ts), routes of one area: people, layout and the rest.
import { fuzzSuite } from './helpers/fuzz-suite.js';

fuzzSuite('people, layout and the rest');
