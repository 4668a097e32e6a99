// The screen's title in the top bar, where react-admin's <Title> (every List, Edit, Create and the
// hand-written screens) renders it, and from there in the browser tab: 'Lista de Produtos · Painel
// Lojista'. One place for every screen, so no screen has to set the tab's title itself.
// A long title wraps onto a second line and, if it still does not fit (a phone beside four icons),
// its font shrinks: a title is never cut in the middle of a word.
import { TitlePortal } from 'react-admin';
import { documentTitle } from './documentTitle';

/** Keeps the tab's title equal to the text of an element (react-admin's title portal). */
function followDocumentTitle(element: HTMLElement): () => void {
  const update = () => {
    document.title = documentTitle(element.textContent ?? '');
  };
  update();
  const observer = new MutationObserver(update);
  observer.observe(element, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/** Smallest font a title shrinks to (px): below this it is clamped to two lines instead. */
const MIN_FONT_PX = 13;

/**
 * Shrinks an element's font, 1 px at a time from its stylesheet size, until its text fits in its
 * box (two lines, no word wider than the box). Runs again when the text or the box's width changes.
 */
function fitText(element: HTMLElement): () => void {
  const fit = () => {
    element.style.fontSize = '';
    let size = parseFloat(getComputedStyle(element).fontSize);
    const overflows = () =>
      element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1;
    while (size > MIN_FONT_PX && overflows()) {
      size -= 1;
      element.style.fontSize = `${size}px`;
    }
  };
  // Measured where the browser has just laid the page out, before it paints: a resize observer's
  // callback (its first comes once observing starts) and the next frame after the text changes.
  // Measuring at once, inside React's commit, forced a layout of the whole page midway through the
  // first screen's commit (~20 ms of a phone's dashboard load at 4× CPU), laid out again after it.
  let frame = 0;
  const fitNextFrame = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(fit);
  };
  const mutations = new MutationObserver(fitNextFrame);
  mutations.observe(element, { childList: true, subtree: true, characterData: true });
  // The box's width: the window, the sidebar, the icons beside it. Not the element itself, whose
  // height follows the font this sets.
  const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
  if (resizes && element.parentElement) resizes.observe(element.parentElement);
  else fitNextFrame();
  return () => {
    cancelAnimationFrame(frame);
    mutations.disconnect();
    resizes?.disconnect();
  };
}

// Attached as the element is (a ref with a cleanup), before the first paint, so the first frame
// already shows the fitted title. Kept in state instead, the element made the title draw itself
// again inside the first screen's commit, one more render in that long task.
const followTitle = (element: HTMLElement | null) => {
  if (!element) return;
  const stopTitle = followDocumentTitle(element);
  const stopFit = fitText(element);
  return () => {
    stopTitle();
    stopFit();
  };
};

export function AppTitle() {
  return (
    <TitlePortal
      ref={followTitle}
      sx={{
        minWidth: 0,
        // Two lines at most, broken between words only (never 'administra|dores').
        whiteSpace: 'normal',
        textOverflow: 'clip',
        overflowWrap: 'normal',
        wordBreak: 'normal',
        hyphens: 'manual',
        display: '-webkit-box',
        WebkitBoxOrient: 'vertical',
        WebkitLineClamp: 2,
        lineHeight: 1.2,
        fontSize: { xs: '1.05rem', sm: '1.25rem' },
        // react-admin wraps the title in an inline-block (its configurable inspector): as one
        // block it would be one 'line' to the clamp, whatever its lines inside.
        '& .RaConfigurable-root': { display: 'inline' },
      }}
    />
  );
}
