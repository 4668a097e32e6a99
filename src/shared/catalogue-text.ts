// The rules of a product's Instagram/Facebook catalogue description (spec section 5): plain text of
// 30 to 5000 characters, no HTML, links, phones or e-mails, no shouting. Meta rejects catalogue items
// whose description breaks them, so the panel and the API refuse such a text with the reason.
export const CATALOGUE_TEXT_MIN = 30;
export const CATALOGUE_TEXT_MAX = 5000;

const HTML = /<\/?[a-z!][^>]*>|&(?:[a-z]+|#\d+);/i;
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|store|shop|site|online|io)(?:\.br)?\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
// 8 or more digits, possibly split by spaces, dots, dashes or a (DDD): a phone number.
const PHONE = /(?:\+?55[\s.-]*)?(?:\(?\d{2}\)?[\s.-]*)?\d{4,5}[\s.-]?\d{4}\b/;
const PUNCTUATION_RUN = /[!?]{2,}|[.]{4,}|[*#$%@&]{2,}/;

/** Why a catalogue description is refused, in pt-BR; undefined when it may be used. */
export function catalogueTextProblem(text: string): string | undefined {
  const length = [...text.trim()].length;
  if (length < CATALOGUE_TEXT_MIN || length > CATALOGUE_TEXT_MAX)
    return `A descrição do catálogo deve ter entre ${CATALOGUE_TEXT_MIN} e ${CATALOGUE_TEXT_MAX} caracteres.`;
  if (HTML.test(text)) return 'A descrição do catálogo não pode conter HTML.';
  if (EMAIL.test(text)) return 'A descrição do catálogo não pode conter e-mails.';
  if (LINK.test(text)) return 'A descrição do catálogo não pode conter links.';
  if (PHONE.test(text)) return 'A descrição do catálogo não pode conter telefones.';
  if (PUNCTUATION_RUN.test(text)) return 'A descrição do catálogo não pode ter pontuação excessiva.';
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = letters.filter((c) => c === c.toUpperCase() && c !== c.toLowerCase());
  if (letters.length >= 10 && capitals.length / letters.length > 0.7)
    return 'A descrição do catálogo não pode estar toda em letras maiúsculas.';
  return undefined;
}

export const isCatalogueText = (text: string): boolean => catalogueTextProblem(text) === undefined;
