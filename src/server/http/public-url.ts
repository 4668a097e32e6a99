// The address shoppers, storefronts and Meta reach this server at, for absolute links (the
// catalogue feed's image_link, the storefront reads): PUBLIC_URL, never a request's Host header,
// which any client may set (a feed of links to evil.example).

/** PUBLIC_URL without a trailing slash; without it, the server's own local address. */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, '');
}
