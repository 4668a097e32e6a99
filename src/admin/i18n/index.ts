// pt-BR for react-admin's own texts (ra-language-portuguese, completed for v5) and ours.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import portugueseMessages from 'ra-language-portuguese';
import { appMessages } from './app-messages';
import { raMissingMessages } from './ra-missing';

type Messages = { [key: string]: string | Messages };

export function mergeMessages(...sources: Messages[]): Messages {
  const out: Messages = {};
  for (const source of sources)
    for (const [key, value] of Object.entries(source))
      out[key] =
        typeof value === 'object' && typeof out[key] === 'object'
          ? mergeMessages(out[key] as Messages, value)
          : value;
  return out;
}

export const messages = mergeMessages(portugueseMessages as Messages, raMissingMessages, appMessages);

export const i18nProvider = polyglotI18nProvider(
  () => messages as TranslationMessages,
  'pt-BR',
  [{ locale: 'pt-BR', name: 'Português' }],
  {
    allowMissing: true,
  },
);
