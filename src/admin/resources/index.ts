// The hand-written parts the spec asks for on top of the generic screens, by resource: buttons of a
// list row and sections below a saved record's form. Sections load with their form's chunk.
import { type ComponentType, lazy } from 'react';
import { CommentVisibility } from './ecommerce/CommentVisibility';

/** Extra buttons in a list row's Ações column. */
export const rowActions: Record<string, ComponentType> = {
  comments: CommentVisibility,
};

/** Sections shown under the edit form of a saved record. */
export const formSections: Record<string, ComponentType> = {
  'variation-group': lazy(() => import('./catalogue/VariationProducts')),
};
