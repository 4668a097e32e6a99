// Fuzz from the OpenAPI document (tests/helpers/fuzz-suite.ts), routes of one area: products.
import { fuzzSuite } from './helpers/fuzz-suite.js';

fuzzSuite('products');
