// Every product area's additions to the panel, gathered in one list.
import { catalogueArea } from './catalogue';
import { contactsArea } from './contacts';
import { settingsArea } from './settings';
import { storesArea } from './stores';
import type { PanelArea } from './types';
import { usersArea } from './users';

export const areas: PanelArea[] = [storesArea, usersArea, contactsArea, catalogueArea, settingsArea];
