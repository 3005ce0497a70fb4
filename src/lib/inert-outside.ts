/**
 * Makes everything in the document except `element` (and its ancestors) inert, so focus, clicks
 * and the accessibility tree stay inside it, as a modal dialog does. Returns a function that
 * restores exactly what it changed; elements that were already inert stay inert.
 */
export function makeOutsideInert(element: HTMLElement): () => void {
  const changed: Element[] = [];
  for (let node: HTMLElement = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute("inert")) continue;
      sibling.setAttribute("inert", "");
      changed.push(sibling);
    }
  }
  return () => {
    for (const sibling of changed) sibling.removeAttribute("inert");
  };
}
