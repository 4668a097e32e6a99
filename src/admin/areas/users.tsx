// The users area of the panel (issue 4). See areas/types.ts.
import type { PanelArea } from './types';

export const usersArea: PanelArea = {};
