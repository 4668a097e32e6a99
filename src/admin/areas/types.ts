import type { ComponentType, ReactNode } from 'react';
import type { RouteAccess } from '../access';
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
  /**
   * Who may open it (access.ts): by default, whoever may open the screen whose path it serves
   * (/form-company → the company screen). A route of no screen may name the resource it manages
   * (it then needs write access to it) and, where the spec guards it otherwise, its access.
   */
  resource?: string;
  access?: RouteAccess;
}
