// The landing image address typed on /Images: a web address as the server checks it (an http(s) URL
// or a path on this site), and the name a card shows when the image has none: its file name.
export { isWebAddress } from '../../../../shared/web-address';

/** The last part of the address's path, decoded ('https://x.com/a/praia%20azul.jpg' → 'praia azul.jpg'). */
export function imageNameOf(link: string): string {
  const path = link.split(/[?#]/)[0].replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last) || link;
  } catch {
    return last || link;
  }
}
