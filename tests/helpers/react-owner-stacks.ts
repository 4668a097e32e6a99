// Panel tests (jsdom): React's development build records an owner stack for every element it
// creates (an Error captured per element, plus a console task), so its warnings can say which
// component rendered which. React itself stops after 10,000 elements a second; here it never
// starts: those stacks were 13 % of the panel suites' CPU in a profile, and no test reads them.
// React's warnings still reach the console, with component stacks but without owner frames.
import * as React from 'react';

const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number }>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && 'recentlyCreatedOwnerStacks' in internals)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => {},
  });
