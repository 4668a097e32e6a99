// Panel tests (jsdom): a label's `control` through the document's id index. jsdom walks the whole
// document for the label's `for` id, once per label, each time it lists an input's labels — and
// testing-library lists them for every input whose accessible name a query computes, so a form
// cost O(labels × nodes) per query: 10 % of the panel suites' CPU in a profile. The index gives
// the same element (the first with that id in tree order); outside a document, jsdom's own walk.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface LabelImpl {
  hasAttributeNS(ns: null, name: string): boolean;
  getAttributeNS(ns: null, name: string): string | null;
  getRootNode(options: object): { _byIdCache?: { get(id: string): unknown } };
}

if (typeof window !== 'undefined' && navigator.userAgent.includes('jsdom')) {
  const { implementation } = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: object };
  };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable(node: unknown): boolean;
  };
  const walk = Object.getOwnPropertyDescriptor(implementation.prototype, 'control')!.get!;
  Object.defineProperty(implementation.prototype, 'control', {
    configurable: true,
    get(this: LabelImpl) {
      const id = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
      const index = id ? this.getRootNode({})._byIdCache : undefined;
      if (!id || !index) return walk.call(this);
      const element = index.get(id);
      return element && isLabelable(element) ? element : null;
    },
  });
}
