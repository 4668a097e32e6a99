// Every entity of src/generated served by the generic calls, driven by the registry: the full save →
// show → update → index → delete round, Portuguese 422s that store nothing, tenancy, admin-only
// calls, uniqueness, references, sub-lists, paging and sorting (tests/helpers/generic-suite.ts). A new
// schema is covered here without new test code; tests/synthetic.test.ts runs the same suite on
// schemas written to stress it.
import { genericSuite } from './helpers/generic-suite.js';

genericSuite();
