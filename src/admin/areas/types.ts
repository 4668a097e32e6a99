import type { ComponentType, ReactNode } from 'react';
import type { Screen } from '../screens';

/**
 * What a product area adds to the panel: its screens (resource ↔ entity, texts), its hand-written
 * routes (which replace the 'Em construção' page of the same path) and custom list components.
 * Area files hold data and lazy imports only, so they never import screens.ts at load time.
 */
export interface PanelArea {
  screens?: Screen[];
  routes?: AreaRoute[];
  /** A hand-written list for a resource, replacing the generated one. */
  lists?: Record<string, ComponentType>;
}

export interface AreaRoute {
  path: string;
  element: ReactNode;
  /** Admin only: true sends others to /, a path sends them there. */
  adminOnly?: boolean | string;
}
