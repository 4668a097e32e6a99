// The limits of a saved view (calls in src/shared/calls/views.ts), shared by the server's checks and
// the panel's dialog.

/** The page sizes a view may keep: the phone's 4 cards and the desktop's 25/50/100 rows. */
export const VIEW_PAGE_SIZES: readonly number[] = [4, 25, 50, 100];
/** A view's name: 1–40 characters, trimmed. */
export const VIEW_NAME_MAX = 40;
/** The saved state, as JSON, at most this many bytes. */
export const VIEW_STATE_MAX_BYTES = 8192;
/** Fields, filters and column sources are names of a list's fields. */
export const VIEW_KEY_MAX = 60;
export const VIEW_NAME_MESSAGES = {
  required: 'Por favor insira o nome da visão',
  tooLong: `O nome da visão deve ter no máximo ${VIEW_NAME_MAX} caracteres`,
  taken: 'Já existe uma visão com este nome',
};
