// Fuzz from the OpenAPI document (tests/helpers/fuzz-suite.ts), routes of one area: catalogue.
import { fuzzSuite } from './helpers/fuzz-suite.js';

fuzzSuite('catalogue');
