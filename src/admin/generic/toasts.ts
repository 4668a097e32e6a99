// The spec's toasts (section 8): 6 seconds, and a save's success carried to the screen it leads to.
import type { EntityLabel } from '../../shared/entity';

export const TOAST_MS = 6000;

/** How a message names a record: the entity's x-label (with its gender and number) or plain words. */
export type RecordNoun = string | Pick<EntityLabel, 'one' | 'gender' | 'plural'>;

/**
 * The participle agreeing with the noun: 'cadastrado', 'cadastrada', 'cadastrados', 'cadastradas'.
 * A plain string is masculine singular.
 */
export function agreeing(participle: string, noun: RecordNoun): string {
  const { gender, plural } = typeof noun === 'string' ? {} : noun;
  const stem = participle.replace(/o$/, '');
  return `${stem}${gender === 'f' ? 'a' : 'o'}${plural ? 's' : ''}`;
}

/**
 * '{label} foi cadastrado/atualizado com sucesso!' in the label's gender and number: 'Exceção de
 * pagamento foi cadastrada com sucesso!', 'Dados de Recebimento foram atualizados com sucesso!'.
 */
export function savedMessage(noun: RecordNoun, mode: 'create' | 'edit'): string {
  const name = typeof noun === 'string' ? noun : noun.one;
  const plural = typeof noun !== 'string' && !!noun.plural;
  const verb = agreeing(mode === 'create' ? 'cadastrado' : 'atualizado', noun);
  return `${name} ${plural ? 'foram' : 'foi'} ${verb} com sucesso!`;
}
