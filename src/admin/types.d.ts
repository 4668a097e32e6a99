// ra-language-portuguese ships no types.
declare module 'ra-language-portuguese' {
  const messages: Record<string, unknown>;
  export default messages;
}
