// Fuzz from the OpenAPI document (tests/helpers/fuzz-suite.ts), routes of one area: orders and settings.
import { fuzzSuite } from './helpers/fuzz-suite.js';

fuzzSuite('orders and settings');
